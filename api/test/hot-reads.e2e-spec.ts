import pg from 'pg';
import { DataSource, QueryFailedError } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataSourceOptions } from '../src/database/data-source-options.js';
import { poolOf } from '../src/database/driver-internals.js';
import { isDatabaseUnavailable, pgErrorCode } from '../src/database/pg-errors.js';
import { readRows } from '../src/database/read-rows.js';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy.js';
import { createTestDatabase } from './support/test-app.js';

// Each internal that src/database/driver-internals.ts lists, checked on a real PostgreSQL through the
// API's own data source options: a pg or TypeORM upgrade that drops one fails here, not in production.

// The server cancels a statement after 500 ms; the watchdog ends a connection whose answer is 2 s later still missing.
const timeouts = { connectMs: 1_000, statementMs: 500 };
const watchdogMs = timeouts.statementMs + 2_000;

let proxy: TcpProxy;
let dataSource: DataSource;
let WatchedClient: typeof pg.Client;

beforeAll(async () => {
  const databaseUrl = await createTestDatabase({ empty: true });
  proxy = await startTcpProxy(databaseUrl);
  const options = dataSourceOptions(proxy.urlFor(databaseUrl), timeouts);
  WatchedClient = (options.extra as { Client: typeof pg.Client }).Client;
  dataSource = await new DataSource(options).initialize();
});

afterAll(async () => {
  await dataSource?.destroy().catch(() => {});
  await proxy?.close();
});

/** The next client the pool lends (pg-pool's documented 'acquire' event). */
const nextAcquired = (pool: pg.Pool) => new Promise<pg.PoolClient>((resolve) => pool.once('acquire', resolve));

describe('the hot read port and the internals beneath it', () => {
  it("finds TypeORM's pool: a pg Pool, whose connections are the watched class given in `extra`", async () => {
    const pool = poolOf(dataSource);
    expect(pool).toBeInstanceOf(pg.Pool);
    const client = await pool.connect();
    try {
      expect(client).toBeInstanceOf(WatchedClient);
    } finally {
      client.release();
    }
  });

  it("answers typed rows, and fails with TypeORM's error carrying the SQLSTATE", async () => {
    expect(
      await readRows<{ n: number; word: string }>(dataSource, 'SELECT $1::int AS n, $2::text AS word', [7, 'seven']),
    ).toEqual([{ n: 7, word: 'seven' }]);
    const failure = await readRows(dataSource, 'SELECT * FROM no_such_table', []).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(QueryFailedError);
    expect(pgErrorCode(failure)).toBe('42P01');
    expect(isDatabaseUnavailable(failure)).toBe(false);
  });

  it("sends its statement through the watched client's query, whose answer the watchdog hears ('readyForQuery')", async () => {
    const pool = poolOf(dataSource);
    const acquired = nextAcquired(pool);
    const read = readRows(dataSource, 'SELECT pg_sleep(0.2)', []);
    const client = (await acquired) as pg.PoolClient & { waitingSince?: number };
    expect(client).toBeInstanceOf(WatchedClient);
    // Give the statement time to go out through the client's query.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(typeof client.waitingSince).toBe('number');
    await read;
    expect(client.waitingSince).toBeUndefined();
  });

  it("ends a connection whose statement the server never answers: 'Connection terminated' soon after the bound, read as unavailable (503)", async () => {
    // A connection in the pool first, so the freeze catches a statement on it rather than a connect.
    await readRows(dataSource, 'SELECT 1', []);
    proxy.freeze();
    const started = performance.now();
    let failure: unknown;
    try {
      failure = await readRows(dataSource, 'SELECT 1', []).catch((error: unknown) => error);
    } finally {
      await proxy.pass();
    }
    const ms = performance.now() - started;
    expect(failure).toBeInstanceOf(QueryFailedError);
    expect((failure as QueryFailedError).driverError.message).toMatch(/^Connection terminated/);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(ms).toBeGreaterThanOrEqual(watchdogMs);
    expect(ms).toBeLessThan(watchdogMs + 1_500);
    // The pool dropped that connection: the next read gets a fresh one.
    expect(await readRows<{ one: number }>(dataSource, 'SELECT 1 AS one', [])).toEqual([{ one: 1 }]);
  });
});
