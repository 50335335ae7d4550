import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { DataSource } from 'typeorm';
import { rollTo, throttlerRecord, type ThrottlerStorageRecord, type WindowCounts } from './sliding-window.js';

/** Throttlers counted in batches (see below); every other name is counted exactly, one statement per hit. */
export const batchedThrottlers = new Set(['default']);

/** How often a process adds its batched hits to the shared counts and reads them back. */
export const batchFlushMs = 1_000;
const sweepMs = 60_000;

interface CountRow {
  key: string;
  window_start: string;
  now_ms: string;
  current: number;
  previous: number;
}

interface Pending {
  hits: number;
  ttl: number;
}

interface Known {
  counts: WindowCounts;
  ttl: number;
}

// One statement per batch: add each key's hits to its current window (the database's clock picks
// it) and return that window's total with the previous window's, for the sliding estimate.
const countHitsSql = `
  WITH batch AS (
    SELECT b.key, b.hits, b.ttl, clock.now_ms, clock.now_ms - clock.now_ms % b.ttl AS window_start
    FROM unnest($1::text[], $2::int[], $3::bigint[]) AS b(key, hits, ttl),
      (SELECT (extract(epoch FROM clock_timestamp()) * 1000)::bigint AS now_ms) AS clock
  ), counted AS (
    INSERT INTO rate_limit_counters AS c (key, window_start, expires_at, hits)
    SELECT key, window_start, window_start + 2 * ttl, hits FROM batch
    ON CONFLICT (key, window_start) DO UPDATE SET hits = c.hits + excluded.hits
    RETURNING c.key, c.hits
  )
  SELECT batch.key, batch.window_start, batch.now_ms, counted.hits AS current, coalesce(previous.hits, 0) AS previous
  FROM batch
  JOIN counted USING (key)
  LEFT JOIN rate_limit_counters previous ON previous.key = batch.key AND previous.window_start = batch.window_start - batch.ttl`;

/**
 * @nestjs/throttler's storage in PostgreSQL, shared by every API process (UNLOGGED table
 * `rate_limit_counters`, two fixed windows per key read as a sliding one, old windows swept).
 *
 * Limits that guard accounts and content (strict, forum posting) count each hit at once: one
 * INSERT ... ON CONFLICT per request, exact across processes. The general per-address limit runs
 * on every request, so it must not cost a round trip: a process counts its hits in memory and adds
 * them to the shared counts once a second, reading back what all processes have counted. It decides
 * on that total plus its own unsent hits, so processes can overshoot it together by at most a
 * second of traffic; and while the database is away it keeps counting alone instead of failing.
 *
 * Kept by hand rather than rate-limiter-flexible's RateLimiterPostgres, measured side by side
 * (bench/throttler-store.mjs, figures in bench/README.md): that library sends a statement per hit,
 * which on every request would double the statements of the busiest reads, counts fixed windows (a
 * burst across a boundary gets twice the limit) and dates them by each process's clock.
 */
@Injectable()
export class PostgresThrottlerStorage implements ThrottlerStorage, OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('RateLimit');
  private pending = new Map<string, Pending>();
  private sending = new Map<string, Pending>();
  private readonly known = new Map<string, Known>();
  /** The database's clock minus this process's, as last measured. */
  private clockOffset = 0;
  private flushTimer?: NodeJS.Timeout;
  private sweepTimer?: NodeJS.Timeout;
  private flushFailing = false;
  private stopped = false;

  constructor(private readonly dataSource: DataSource) {}

  onModuleInit(): void {
    // Nest may call this twice: the instance is also the ThrottlerStorage provider.
    if (this.sweepTimer || this.stopped) return;
    this.sweepTimer = setInterval(() => void this.sweep(), sweepMs).unref();
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    clearInterval(this.sweepTimer);
    clearTimeout(this.flushTimer);
  }

  async increment(
    key: string,
    ttl: number,
    limit: number,
    _blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    // A caller is blocked while the sliding count stays over the limit; blockDuration is not used.
    if (!batchedThrottlers.has(throttlerName)) {
      const [row] = await this.countHits([[key, { hits: 1, ttl }]]);
      return throttlerRecord(row.counts, ttl, row.now, limit);
    }
    const entry = this.pending.get(key);
    if (entry) entry.hits += 1;
    else this.pending.set(key, { hits: 1, ttl });
    this.scheduleFlush();
    const now = Date.now() + this.clockOffset;
    const unsent = (this.pending.get(key)?.hits ?? 0) + (this.sending.get(key)?.hits ?? 0);
    const shared = this.known.get(key);
    const counts = shared
      ? rollTo(shared.counts, ttl, now)
      : { windowStart: now - (now % ttl), current: 0, previous: 0 };
    return throttlerRecord({ ...counts, current: counts.current + unsent }, ttl, now, limit);
  }

  /** Adds the hits to the shared counts; answers each key's counts after them and the database's time. */
  private async countHits(
    batch: Array<[string, Pending]>,
  ): Promise<Array<{ key: string; counts: WindowCounts; now: number }>> {
    const sentAt = Date.now();
    const rows = await this.dataSource.query<CountRow[]>(countHitsSql, [
      batch.map(([key]) => key),
      batch.map(([, entry]) => entry.hits),
      batch.map(([, entry]) => entry.ttl),
    ]);
    const now = Number(rows[0]?.now_ms ?? Date.now());
    this.clockOffset = now - Math.round((sentAt + Date.now()) / 2);
    return rows.map((row) => ({
      key: row.key,
      now,
      counts: { windowStart: Number(row.window_start), current: row.current, previous: row.previous },
    }));
  }

  private scheduleFlush(): void {
    if (this.flushTimer || this.stopped) return;
    this.flushTimer = setTimeout(() => void this.flush(), batchFlushMs).unref();
  }

  private async flush(): Promise<void> {
    this.sending = this.pending;
    this.pending = new Map();
    try {
      const sent = this.sending;
      for (const { key, counts } of await this.countHits([...sent])) {
        const entry = sent.get(key);
        if (entry) this.known.set(key, { counts, ttl: entry.ttl });
      }
      if (this.flushFailing) this.logger.log('Shared rate-limit counts are written again');
      this.flushFailing = false;
    } catch (error) {
      // Kept for the next try; meanwhile this process counts on its own.
      for (const [key, entry] of this.sending) {
        const later = this.pending.get(key);
        this.pending.set(key, { hits: entry.hits + (later?.hits ?? 0), ttl: entry.ttl });
      }
      if (!this.flushFailing && !this.stopped)
        this.logger.warn(`Shared rate-limit counts not written, counting in this process for now: ${String(error)}`);
      this.flushFailing = true;
    } finally {
      this.sending = new Map();
      this.flushTimer = undefined;
      this.forgetOld();
      if (this.pending.size > 0) this.scheduleFlush();
    }
  }

  /** A key whose windows have both passed counts nothing: memory stays bounded by recent clients. */
  private forgetOld(): void {
    const now = Date.now() + this.clockOffset;
    for (const [key, { counts, ttl }] of this.known) {
      if (now - counts.windowStart >= 2 * ttl) this.known.delete(key);
    }
  }

  private async sweep(): Promise<void> {
    try {
      await this.dataSource.query(
        `DELETE FROM rate_limit_counters WHERE expires_at <= (extract(epoch FROM clock_timestamp()) * 1000)::bigint`,
      );
    } catch (error) {
      this.logger.debug(`Rate-limit sweep skipped: ${String(error)}`);
    }
  }
}
