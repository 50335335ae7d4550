import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { LoginResponse } from '@site/contracts';
import { mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.factory.js';
import { loadConfig } from '../src/config/app-config.js';
import { runSeed } from '../src/seed/seed.js';
import { bearer, testAdminPassword } from './support/accounts.js';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy.js';
import { createTestDatabase } from './support/test-app.js';

// Short limits, so each fault shows within seconds: a connection (new or from the pool) within
// 1 s, a statement within 1 s (the client gives up 2 s later), a request's bytes within 1.5 s.
const limits = { DB_CONNECT_TIMEOUT_MS: '1000', DB_STATEMENT_TIMEOUT_MS: '1000', HTTP_REQUEST_TIMEOUT_MS: '1500' };
// The longest wait those limits allow (3 s for a query the server never answers), with room for a busy machine.
const boundMs = 6_000;
const unavailable = { detail: 'The database is unavailable: please try again in a moment', status: 503 };

let proxy: TcpProxy;
let app: NestFastifyApplication;
let direct: pg.Client;
let admin: string;
let articles = 0;
/** Ids of articles whose POST was answered 201: each must still be there at the end. */
const acknowledged: number[] = [];
/** Every status the API answered in this file. */
const statuses: number[] = [];

interface Answer {
  status: number;
  body: { detail?: unknown; status?: number; id?: number };
  ms: number;
}

async function call(
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string> = {},
  payload?: object,
): Promise<Answer> {
  const started = performance.now();
  const response = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const ms = performance.now() - started;
  statuses.push(response.statusCode);
  return { status: response.statusCode, body: response.json<Answer['body']>(), ms };
}

const list = () => call('GET', '/api/videos/?page=1&limit=18');
const ready = () => call('GET', '/api/health/ready');
const live = () => call('GET', '/api/health');

async function write(): Promise<Answer> {
  articles += 1;
  const answer = await call('POST', '/api/news', bearer(admin), {
    title: `Fault drill ${articles}`,
    description: 'A write during a database fault.',
    content: `Written during drill step ${articles}.`,
  });
  if (answer.status === 201 && typeof answer.body.id === 'number') acknowledged.push(answer.body.id);
  return answer;
}

/** Reads and writes at once, as visitors and an admin would keep sending them. */
const traffic = () => Promise.all([...Array.from({ length: 8 }, list), ...Array.from({ length: 3 }, write)]);

async function untilReady(): Promise<number> {
  const started = performance.now();
  while ((await ready()).status !== 200) {
    if (performance.now() - started > 15_000) throw new Error('the API did not become ready again within 15 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return performance.now() - started;
}

function expectUnavailableInTime(answers: Answer[]) {
  for (const answer of answers) {
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual(unavailable);
    expect(answer.ms).toBeLessThan(boundMs);
  }
}

beforeAll(async () => {
  const databaseUrl = await createTestDatabase();
  proxy = await startTcpProxy(databaseUrl);
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lightgun-faults-')),
    JWT_SECRET: 'test-secret',
    ADMIN_PASSWORD: testAdminPassword,
    RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    // The admin's news writes spend the posting budget too.
    FORUM_POST_RATE_LIMIT_PER_MINUTE: '100000',
    DATABASE_URL: proxy.urlFor(databaseUrl),
    ...limits,
  });
  app = await createApp(config, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  await runSeed(app.get(DataSource), config, () => {});
  const signedIn = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: 'admin', password: testAdminPassword },
  });
  admin = signedIn.json<LoginResponse>().access_token;
  // Straight to the database, past the proxy: what is really stored.
  direct = new pg.Client({ connectionString: databaseUrl });
  await direct.connect();
});

afterAll(async () => {
  await proxy?.pass();
  await app?.close();
  await proxy?.close();
  await direct?.end();
});

describe('while PostgreSQL is unreachable', () => {
  it('serves normally first', async () => {
    expect((await ready()).status).toBe(200);
    expect((await list()).status).toBe(200);
    expect((await write()).status).toBe(201);
  });

  it('answers 503 with a detail at once, stays live and turns not ready', async () => {
    await proxy.refuse();
    const [answers, liveness, readiness] = await Promise.all([traffic(), live(), ready()]);
    expectUnavailableInTime(answers);
    // An authenticated request too: the user could not be read, which is not a missing login (401).
    expect(answers.slice(-3).map((answer) => answer.status)).toEqual([503, 503, 503]);
    expect(liveness).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(liveness.ms).toBeLessThan(500);
    expect(readiness).toMatchObject({ status: 503, body: { detail: 'Database unavailable', status: 503 } });
    expect(readiness.ms).toBeLessThan(boundMs);
  });

  it('serves again by itself once the database is back', async () => {
    await proxy.pass();
    expect(await untilReady()).toBeLessThan(boundMs);
    const answers = await traffic();
    expect(answers.map((answer) => answer.status)).toEqual([...Array(8).fill(200), 201, 201, 201]);
  });
});

describe('while PostgreSQL is reachable but frozen (accepts connections, answers nothing)', () => {
  it('answers the requests caught in flight and the new ones within the bound, 503 with a detail', async () => {
    const inFlight = traffic();
    await new Promise((resolve) => setTimeout(resolve, 5));
    proxy.freeze();
    const [caught, fresh, liveness, readiness] = await Promise.all([inFlight, traffic(), live(), ready()]);
    // Some of the first batch may have finished before the freeze: those are fine answers too.
    for (const answer of caught) {
      expect([200, 201, 503]).toContain(answer.status);
      if (answer.status === 503) expect(answer.body).toEqual(unavailable);
      expect(answer.ms).toBeLessThan(boundMs);
    }
    expectUnavailableInTime(fresh);
    expect(liveness).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(liveness.ms).toBeLessThan(500);
    expect(readiness).toMatchObject({ status: 503, body: { detail: 'Database unavailable', status: 503 } });
    expect(readiness.ms).toBeLessThan(boundMs);
  });

  it('keeps answering 503 within the bound while it stays frozen', async () => {
    for (let round = 0; round < 2; round += 1) expectUnavailableInTime(await traffic());
  });

  it('serves again by itself once the database thaws, with a free pool', async () => {
    await proxy.pass();
    expect(await untilReady()).toBeLessThan(boundMs);
    const answers = await Promise.all([traffic(), traffic()]);
    expect(answers.flat().map((answer) => answer.status)).toEqual([
      ...Array(8).fill(200),
      201,
      201,
      201,
      ...Array(8).fill(200),
      201,
      201,
      201,
    ]);
  });
});

describe('when the frozen connections never come back but new ones get through (a failover behind a dead path)', () => {
  it('drops the connections that timed out instead of lending them again, and serves by itself', async () => {
    proxy.freeze();
    expectUnavailableInTime(await traffic());
    // The pool's connections all wait on the frozen path now: kept, they would fail every request forever.
    proxy.passNewOnly();
    expect(await untilReady()).toBeLessThan(boundMs * 2);
    const answers = await Promise.all([traffic(), traffic()]);
    expect(answers.flat().map((answer) => answer.status)).toEqual([
      ...Array(8).fill(200),
      201,
      201,
      201,
      ...Array(8).fill(200),
      201,
      201,
      201,
    ]);
  });
});

describe('after the faults', () => {
  it('has lost no acknowledged write', async () => {
    expect(acknowledged.length).toBeGreaterThanOrEqual(1 + 3 + 6 + 6);
    const { rows } = await direct.query<{ id: number }>('SELECT id FROM news WHERE id = ANY($1::int[])', [
      acknowledged,
    ]);
    expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual([...acknowledged].sort((a, b) => a - b));
  });

  it('never answered 500 or hung: every answer was a success or a 503', () => {
    expect(statuses.length).toBeGreaterThan(100);
    expect(statuses.filter((status) => status >= 500 && status !== 503)).toEqual([]);
    expect(statuses.filter((status) => status >= 300 && status < 500)).toEqual([]);
  });
});

describe('a request that trickles in', () => {
  /** Sends `head` then one byte of `drip` every 200 ms; resolves with what the server wrote and when it hung up. */
  function trickle(head: string, drip: string): Promise<{ text: string; ms: number }> {
    const { port } = app.getHttpServer().address() as { port: number };
    return new Promise((resolve, reject) => {
      const started = performance.now();
      const socket = connect(port, '127.0.0.1');
      let text = '';
      let sent = 0;
      const dripper = setInterval(() => {
        if (sent < drip.length && socket.writable) socket.write(drip[sent++]);
      }, 200);
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('error', () => {});
      socket.on('close', () => {
        clearInterval(dripper);
        resolve({ text, ms: performance.now() - started });
      });
      socket.write(head, (error) => error && reject(error));
    });
  }

  const expect408 = ({ text, ms }: { text: string; ms: number }) => {
    expect(text).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toEqual({
      detail: 'The request did not arrive within 1.5 s',
      status: 408,
    });
    // 1.5 s, then at most 1 s until the server's next check of open connections.
    expect(ms).toBeGreaterThanOrEqual(1_400);
    expect(ms).toBeLessThan(4_500);
  };

  it('is cut off with 408 and a detail when its body does not arrive in time', async () => {
    const body = JSON.stringify({ username: 'admin', password: 'x'.repeat(100) });
    const head = `POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    expect408(await trickle(head, body));
  });

  it('is cut off with 408 and a detail when its headers do not arrive in time', async () => {
    expect408(await trickle('GET /api/videos HTTP/1.1\r\nHost: localhost\r\n', 'X-Slow: '.padEnd(200, 'z')));
  });
});
