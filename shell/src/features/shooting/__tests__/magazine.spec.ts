import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMagazine, magazineConstants } from '../magazine.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Fires `count` shots, each after the cooldown. */
function fireSpaced(magazine: ReturnType<typeof createMagazine>, count: number) {
  const outcomes = [];
  for (let i = 0; i < count; i += 1) {
    outcomes.push(magazine.pullTrigger());
    vi.advanceTimersByTime(magazineConstants.cooldownMs);
  }
  return outcomes;
}

describe('magazine', () => {
  it('holds 8 rounds and spends one per shot', () => {
    const magazine = createMagazine();
    expect(magazine.getSnapshot()).toEqual({ rounds: 8, capacity: 8, status: 'ready' });
    expect(magazine.pullTrigger()).toBe('fired');
    expect(magazine.getSnapshot().rounds).toBe(7);
  });

  it('ignores a pull within 200 ms of the last shot, without spending a round', () => {
    const magazine = createMagazine();
    magazine.pullTrigger();
    vi.advanceTimersByTime(199);
    expect(magazine.pullTrigger()).toBe('cooldown');
    expect(magazine.getSnapshot().rounds).toBe(7);
    vi.advanceTimersByTime(1);
    expect(magazine.pullTrigger()).toBe('fired');
    expect(magazine.getSnapshot().rounds).toBe(6);
  });

  it('clicks empty after 8 shots, then locks the trigger for 300 ms', () => {
    const magazine = createMagazine();
    expect(fireSpaced(magazine, 8)).toEqual(Array(8).fill('fired'));
    expect(magazine.getSnapshot()).toMatchObject({ rounds: 0, status: 'empty' });

    expect(magazine.pullTrigger()).toBe('empty');
    vi.advanceTimersByTime(299);
    expect(magazine.pullTrigger()).toBe('locked');
    vi.advanceTimersByTime(1);
    expect(magazine.pullTrigger()).toBe('empty');
    expect(magazine.getSnapshot().rounds).toBe(0);
  });

  it('reloads to 8 in 300 ms, the trigger locked meanwhile, and may reload right after an empty click', () => {
    const magazine = createMagazine();
    fireSpaced(magazine, 8);
    magazine.pullTrigger(); // empty click: the lock must not stop the reload
    const listener = vi.fn();
    magazine.subscribe(listener);

    expect(magazine.reload()).toBe('reloaded');
    expect(magazine.getSnapshot().status).toBe('reloading');
    expect(magazine.reload()).toBe('locked');
    vi.advanceTimersByTime(magazineConstants.clickLockMs - 1);
    expect(magazine.pullTrigger()).toBe('locked');
    vi.advanceTimersByTime(1);
    expect(magazine.getSnapshot()).toEqual({ rounds: 8, capacity: 8, status: 'ready' });
    expect(listener).toHaveBeenCalledTimes(2); // reloading, then ready
    expect(magazine.pullTrigger()).toBe('fired');
  });

  it('does nothing when reloading a full magazine', () => {
    const magazine = createMagazine();
    expect(magazine.reload()).toBe('full');
    expect(magazine.getSnapshot().status).toBe('ready');
  });

  it('keeps the same snapshot object until something changes (useSyncExternalStore)', () => {
    const magazine = createMagazine();
    const before = magazine.getSnapshot();
    magazine.pullTrigger();
    expect(magazine.getSnapshot()).not.toBe(before);
    const after = magazine.getSnapshot();
    expect(magazine.pullTrigger()).toBe('cooldown');
    expect(magazine.getSnapshot()).toBe(after);
  });

  it('drops its timer on dispose', () => {
    const magazine = createMagazine();
    magazine.pullTrigger();
    vi.advanceTimersByTime(200);
    magazine.reload();
    magazine.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });
});
