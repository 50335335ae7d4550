import { describe, expect, it } from 'vitest';
import { msUntilWithin, rollTo, slidingHits, throttlerRecord } from './sliding-window.js';

const ttl = 60_000;
const start = 1_800_000_000_000 - (1_800_000_000_000 % ttl);

describe('the sliding window over two fixed ones', () => {
  it('counts all of the previous window at its end and none of it a window later', () => {
    expect(slidingHits({ windowStart: start, current: 2, previous: 6 }, ttl, start)).toBe(8);
    expect(slidingHits({ windowStart: start, current: 2, previous: 6 }, ttl, start + 15_000)).toBe(6.5);
    expect(slidingHits({ windowStart: start, current: 2, previous: 6 }, ttl, start + 59_999)).toBeCloseTo(2, 3);
  });

  it('rolls the counts into a later window', () => {
    const counts = { windowStart: start, current: 5, previous: 3 };
    expect(rollTo(counts, ttl, start + 10)).toBe(counts);
    expect(rollTo(counts, ttl, start + ttl + 10)).toEqual({ windowStart: start + ttl, current: 0, previous: 5 });
    expect(rollTo(counts, ttl, start + 3 * ttl)).toEqual({ windowStart: start + 3 * ttl, current: 0, previous: 0 });
  });

  it('lets exactly `limit` hits through, then blocks', () => {
    expect(throttlerRecord({ windowStart: start, current: 3, previous: 0 }, ttl, start + 1_000, 3)).toMatchObject({
      isBlocked: false,
      totalHits: 3,
    });
    expect(throttlerRecord({ windowStart: start, current: 4, previous: 0 }, ttl, start + 1_000, 3)).toMatchObject({
      isBlocked: true,
      totalHits: 4,
    });
  });

  it('gives no second allowance right after a window boundary', () => {
    // Three hits at the end of one window, one just after the boundary: over a limit of 3.
    expect(throttlerRecord({ windowStart: start, current: 1, previous: 3 }, ttl, start + 50, 3).isBlocked).toBe(true);
  });

  it('says how long until the count is back within the limit', () => {
    // Previous window's share shrinks: 1 + 4 * (1 - e/ttl) <= 3 from e = 30 s.
    expect(msUntilWithin({ windowStart: start, current: 1, previous: 4 }, ttl, start + 10_000, 3)).toBe(20_000);
    // Over the limit in this window alone: the next window must shed enough of it, 4 * (1 - e/ttl) <= 3 from e = 15 s.
    expect(msUntilWithin({ windowStart: start, current: 4, previous: 0 }, ttl, start + 10_000, 3)).toBe(
      ttl - 10_000 + 15_000,
    );
    expect(throttlerRecord({ windowStart: start, current: 4, previous: 0 }, ttl, start + 10_000, 3)).toEqual({
      totalHits: 4,
      timeToExpire: 50,
      isBlocked: true,
      timeToBlockExpire: 65,
    });
    expect(msUntilWithin({ windowStart: start, current: 2, previous: 0 }, ttl, start, 3)).toBe(0);
  });
});
