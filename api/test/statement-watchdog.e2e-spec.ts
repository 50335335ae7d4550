import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchedClientClass } from '../src/database/statement-watchdog.js';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy.js';
import { createTestDatabase } from './support/test-app.js';

// The bound the API's pool runs with, scaled down: a statement without an answer for 600 ms ends its connection.
const limitMs = 600;
const WatchedClient = watchedClientClass(limitMs);

let proxy: TcpProxy;
let url: string;
const clients: pg.Client[] = [];

async function connected(): Promise<pg.Client> {
  const client = new WatchedClient({ connectionString: url });
  client.on('error', () => {}); // ended by the watchdog on purpose in some tests
  clients.push(client);
  await client.connect();
  return client;
}

async function failureOf(promise: Promise<unknown>): Promise<{ message: string; ms: number }> {
  const started = performance.now();
  const error = await promise.then(
    () => new Error('the statement was answered'),
    (reason: Error) => reason,
  );
  return { message: error.message, ms: performance.now() - started };
}

beforeAll(async () => {
  const databaseUrl = await createTestDatabase({ empty: true });
  proxy = await startTcpProxy(databaseUrl);
  url = proxy.urlFor(databaseUrl);
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.end().catch(() => {})));
  await proxy.close();
});

describe('a client of the statement watchdog', () => {
  it('answers as any client does, and keeps a statement slower than a check but answered within the bound', async () => {
    const client = await connected();
    expect((await client.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    // Slower than a tick of the watchdog, faster than the bound.
    expect((await client.query('SELECT pg_sleep(0.3)')).rowCount).toBe(1);
    expect((await client.query<{ two: number }>('SELECT 2 AS two')).rows).toEqual([{ two: 2 }]);
  });

  it('is not ended for being idle longer than the bound', async () => {
    const client = await connected();
    await new Promise((resolve) => setTimeout(resolve, limitMs * 2));
    expect((await client.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('bounds each statement, not the time a connection is busy', async () => {
    const client = await connected();
    // Three of 0.4 s in a row (a transaction's statements): 1.2 s in all, more than the bound, none longer.
    for (let statement = 0; statement < 3; statement += 1)
      expect((await client.query('SELECT pg_sleep(0.4)')).rowCount).toBe(1);
  });

  it('ends the connection of a statement the server never answers, soon after the bound', async () => {
    const client = await connected();
    proxy.freeze();
    try {
      const failure = await failureOf(client.query('SELECT 1'));
      expect(failure.message).toMatch(/^Connection terminated/);
      expect(failure.ms).toBeGreaterThanOrEqual(limitMs);
      expect(failure.ms).toBeLessThan(limitMs + 1_500);
      // The connection is gone for good: a pool drops it instead of lending it again.
      expect((await failureOf(client.query('SELECT 1'))).message).toMatch(/not queryable|Connection terminated/);
    } finally {
      await proxy.pass();
    }
    const fresh = await connected();
    expect((await fresh.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });
});
