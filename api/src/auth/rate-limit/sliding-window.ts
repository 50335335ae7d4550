import type { ThrottlerStorage } from '@nestjs/throttler';

/** What a ThrottlerStorage answers (the package does not export the type by name). */
export type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * Hits of one key in the fixed window starting at `windowStart` and in the one before it (epoch ms
 * on the database's clock). The limit reads them as a sliding window: the previous window counts in
 * proportion to how much of it still lies within the last `ttl` ms, so a burst across a window
 * boundary gets no second allowance.
 */
export interface WindowCounts {
  windowStart: number;
  current: number;
  previous: number;
}

/** The counts as seen from `now`, when that is a later window: the old current becomes previous. */
export function rollTo(counts: WindowCounts, ttl: number, now: number): WindowCounts {
  const windowStart = now - (now % ttl);
  if (windowStart <= counts.windowStart) return counts;
  return { windowStart, current: 0, previous: windowStart - counts.windowStart === ttl ? counts.current : 0 };
}

/** Hits within the last `ttl` ms, estimated; `now` must lie in the counts' window (see rollTo). */
export function slidingHits(counts: WindowCounts, ttl: number, now: number): number {
  const elapsed = Math.min(Math.max(now - counts.windowStart, 0), ttl);
  return counts.current + counts.previous * (1 - elapsed / ttl);
}

/** Milliseconds from `now` until the estimate falls to `limit` again, if no further hit comes. */
export function msUntilWithin(counts: WindowCounts, ttl: number, now: number, limit: number): number {
  if (slidingHits(counts, ttl, now) <= limit) return 0;
  // Within this window only the previous window's share shrinks; past it, the current one's does.
  const target =
    counts.current <= limit
      ? ttl * (1 - (limit - counts.current) / counts.previous)
      : ttl + ttl * (1 - limit / counts.current);
  return Math.max(0, counts.windowStart + target - now);
}

/** What @nestjs/throttler's guard reads: this request counted, blocked past `limit`. */
export function throttlerRecord(counts: WindowCounts, ttl: number, now: number, limit: number): ThrottlerStorageRecord {
  const hits = slidingHits(counts, ttl, now);
  const isBlocked = hits > limit;
  return {
    totalHits: Math.ceil(hits),
    timeToExpire: Math.ceil((counts.windowStart + ttl - now) / 1000),
    isBlocked,
    timeToBlockExpire: isBlocked ? Math.max(1, Math.ceil(msUntilWithin(counts, ttl, now, limit) / 1000)) : 0,
  };
}
