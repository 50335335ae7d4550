import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEffectLayer, effectConstants } from '../../../lib/effects/effect-layer.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('effect layer', () => {
  it('adds a hidden layer that keeps each bullet hole for 3 s', () => {
    const layer = createEffectLayer({ parent: document.body, reducedMotion: () => false });
    const node = document.querySelector('.fx-layer')!;
    expect(node).toHaveAttribute('aria-hidden', 'true');
    layer.shot(10, 20);
    const hole = node.querySelector<HTMLElement>('.fx-hole')!;
    expect(hole.style.left).toBe('10px');
    expect(hole.style.top).toBe('20px');
    vi.advanceTimersByTime(effectConstants.bulletHoleMs - 1);
    expect(node.querySelectorAll('.fx-hole')).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(node.querySelectorAll('.fx-hole')).toHaveLength(0);
  });

  it('shakes the target for 200 ms with a flash, at most once per 200 ms', () => {
    const target = document.createElement('main');
    const animate = vi.fn();
    target.animate = animate;
    const layer = createEffectLayer({ parent: document.body, shakeTarget: () => target, reducedMotion: () => false });
    layer.shot(1, 1);
    vi.advanceTimersByTime(100);
    layer.shot(2, 2);
    expect(animate).toHaveBeenCalledTimes(1);
    expect(animate.mock.calls[0][1]).toMatchObject({ duration: effectConstants.shakeMs });
    expect(document.querySelectorAll('.fx-hole')).toHaveLength(2);
    vi.advanceTimersByTime(100);
    layer.shot(3, 3);
    expect(animate).toHaveBeenCalledTimes(2);
  });

  it('does not shake when the visitor prefers reduced motion', () => {
    const target = document.createElement('main');
    target.animate = vi.fn();
    const layer = createEffectLayer({ parent: document.body, shakeTarget: () => target, reducedMotion: () => true });
    layer.shot(1, 1);
    expect(target.animate).not.toHaveBeenCalled();
  });

  it('caps the number of holes and removes everything on dispose', () => {
    const layer = createEffectLayer({ parent: document.body });
    for (let i = 0; i < effectConstants.maxHoles + 5; i += 1) layer.shot(i, i);
    expect(document.querySelectorAll('.fx-hole')).toHaveLength(effectConstants.maxHoles);
    layer.dispose();
    expect(document.querySelector('.fx-layer')).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });
});
