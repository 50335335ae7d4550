import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Clock } from '../../../lib/clock.js';
import { createIntroMachine, introConstants } from '../health.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('intro health machine', () => {
  it('starts on the Click to Fire screen; the first shot starts the game at full health', () => {
    const intro = createIntroMachine();
    expect(intro.getSnapshot()).toEqual({ phase: 'click-to-start', health: 100 });
    expect(intro.fire()).toBe('started');
    expect(intro.getSnapshot()).toEqual({ phase: 'playing', health: 100 });
  });

  it('takes 10 health per shot and shatters at 0, going home 300 + 500 ms later', () => {
    const intro = createIntroMachine();
    intro.fire();
    const outcomes = Array.from({ length: 10 }, () => intro.fire());
    expect(outcomes.slice(0, 9)).toEqual(Array(9).fill('hit'));
    expect(outcomes[9]).toBe('shattered');
    expect(intro.getSnapshot()).toEqual({ phase: 'shattered', health: 0 });

    // Further shots change nothing while the shards fly.
    expect(intro.fire()).toBe('ignored');
    vi.advanceTimersByTime(introConstants.shatterDelayMs + introConstants.shatterDurationMs - 1);
    expect(intro.getSnapshot().phase).toBe('shattered');
    vi.advanceTimersByTime(1);
    expect(intro.getSnapshot().phase).toBe('home');
  });

  it('reports health after every shot to its subscribers', () => {
    const intro = createIntroMachine();
    const seen: number[] = [];
    intro.subscribe(() => seen.push(intro.getSnapshot().health));
    intro.fire();
    intro.fire();
    intro.fire();
    expect(seen).toEqual([100, 90, 80]);
  });

  it('skips straight home from any phase, cancelling the pending shatter timer', () => {
    const fresh = createIntroMachine();
    fresh.skip();
    expect(fresh.getSnapshot().phase).toBe('home');

    const shattering = createIntroMachine();
    for (let i = 0; i < 11; i += 1) shattering.fire();
    expect(shattering.getSnapshot().phase).toBe('shattered');
    const listener = vi.fn();
    shattering.subscribe(listener);
    shattering.skip();
    expect(shattering.getSnapshot().phase).toBe('home');
    vi.advanceTimersByTime(1000);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('runs on an injected clock', () => {
    const pending: Array<{ callback: () => void; ms: number }> = [];
    const clock: Clock = {
      now: () => 0,
      setTimeout: (callback, ms) => pending.push({ callback, ms }),
      clearTimeout: () => {},
    };
    const intro = createIntroMachine({ clock });
    for (let i = 0; i < 11; i += 1) intro.fire();
    expect(pending).toHaveLength(1);
    expect(pending[0].ms).toBe(800);
    pending[0].callback();
    expect(intro.getSnapshot().phase).toBe('home');
  });
});
