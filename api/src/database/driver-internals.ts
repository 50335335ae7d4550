import pg from 'pg';
import type { DataSource } from 'typeorm';

/**
 * The versions whose internals the hot read path (`read-rows.ts`) and the statement watchdog
 * (`statement-watchdog.ts`) were checked against. pg and typeorm are pinned exactly in
 * api/package.json, pg-pool and pg-protocol (pg's own dependencies) by package-lock.json. What the
 * two files rely on beyond the packages' documented API:
 * - typeorm: `PostgresDriver.master` is the pg Pool the driver made with
 *   `new (options.driver).Pool({ ...its own options, ...options.extra })` (so `extra.Client` reaches it).
 * - pg-pool: `pool.query` checks a client out and sends the statement through `client.query`.
 * - pg: a `pg.Client` subclass's `query` override sees every statement; `client.connection` (not
 *   in the types) emits 'readyForQuery' once per statement answered or failed, and once after the
 *   start-up; `client.end()` while a statement waits drops the socket and fails the statement with
 *   'Connection terminated', which `pg-errors.ts` reads as unavailable (a 503).
 * `driver-internals.spec.ts` fails when an installed version is not this list's;
 * `test/hot-reads.e2e-spec.ts` checks each point above on a real PostgreSQL. To upgrade: change
 * the pins, run both, then this list.
 */
export const checkedVersions = {
  pg: '8.23.1',
  'pg-pool': '3.14.0',
  'pg-protocol': '1.16.1',
  typeorm: '1.1.1',
} as const;

/** The pg Pool TypeORM holds for `dataSource` (its driver's `master`); throws when it is none. */
export function poolOf(dataSource: DataSource): pg.Pool {
  const pool: unknown = (dataSource.driver as { master?: unknown }).master;
  if (!(pool instanceof pg.Pool))
    throw new Error("TypeORM's driver holds no pg Pool as `master`: see api/src/database/driver-internals.ts");
  return pool;
}
