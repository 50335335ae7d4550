import type { LoginResponse } from '@site/contracts';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config/app-config.js';
import { bearer } from './support/accounts.js';
import { buildApi, startBuiltApi, type BuiltApi } from './support/built-api.js';
import { followSyncEvents } from './support/sse.js';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy.js';
import { createTestDatabase } from './support/test-app.js';

const adminPassword = 'admin-pass-123';
const inFlight = 40;

let build: Awaited<ReturnType<typeof buildApi>>;
let api: BuiltApi | undefined;

beforeAll(async () => {
  build = await buildApi();
}, 180_000);
afterEach(() => api?.kill());
afterAll(() => build?.remove());

interface Outcome {
  status: number | 'no answer';
  body: unknown;
  /** When the answer came, on performance.now()'s clock. */
  at: number;
}

/** A request that records its outcome instead of throwing, so a reset connection is counted, not lost. */
async function send(url: string, init: RequestInit = {}): Promise<Outcome> {
  try {
    const response = await fetch(url, init);
    const body: unknown = await response.json();
    return { status: response.status, body, at: performance.now() };
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return { status: 'no answer', body: `${String(error)}${cause}`, at: performance.now() };
  }
}

const json = (body: unknown, token?: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});

/**
 * A login whose request is known to be on the wire: `sent` settles once its bytes are handed to the
 * operating system, so a SIGTERM sent after every `sent` finds them all in flight (fetch does not
 * tell when a busy test process has actually connected and written).
 */
function loginInFlight(url: string): { sent: Promise<void>; outcome: Promise<Outcome> } {
  const body = JSON.stringify({ username: 'admin', password: adminPassword });
  let markSent = () => {};
  const sent = new Promise<void>((resolve) => (markSent = resolve));
  const outcome = new Promise<Outcome>((resolve) => {
    const headers = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) };
    const request = http.request(`${url}/api/auth/login`, { method: 'POST', headers, agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: JSON.parse(text || 'null') as unknown,
          at: performance.now(),
        }),
      );
    });
    request.on('error', (error) => {
      markSent();
      resolve({ status: 'no answer', body: String(error), at: performance.now() });
    });
    request.end(body, markSent);
  });
  return { sent, outcome };
}

async function adminToken(url: string): Promise<string> {
  const answer = await send(`${url}/api/auth/login`, json({ username: 'admin', password: adminPassword }));
  if (answer.status !== 200) throw new Error(`admin login failed: ${JSON.stringify(answer)}`);
  return (answer.body as LoginResponse).access_token;
}

/** After SIGTERM a new client is turned away (connection refused, or 503 from readiness), never left hanging. */
async function expectTurnedAway(url: string) {
  const answer = await send(`${url}/api/health/ready`, { signal: AbortSignal.timeout(5_000) });
  if (answer.status === 'no answer') expect(answer.body).toMatch(/fetch failed/);
  else expect(answer).toMatchObject({ status: 503, body: { detail: 'Shutting down', status: 503 } });
}

describe('SIGTERM on an API with DATABASE_URL (a slow database, 40 requests in flight)', () => {
  let proxy: TcpProxy;
  let databaseUrl: string;

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    proxy = await startTcpProxy(databaseUrl);
  });
  afterAll(() => proxy?.close());

  it('answers every request in flight, ends the event stream, closes the pool and exits 0', async () => {
    api = await startBuiltApi(build.entry, {
      DATABASE_URL: proxy.urlFor(databaseUrl),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lightgun-sigterm-')),
      JWT_SECRET: 'test-secret',
      ADMIN_PASSWORD: adminPassword,
      RATE_LIMIT_PER_MINUTE: '100000',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      FORUM_POST_RATE_LIMIT_PER_MINUTE: '100000',
      // This test is about the drain, not the database limits: neither may cut a request short.
      DB_CONNECT_TIMEOUT_MS: '30000',
      SHUTDOWN_TIMEOUT_MS: '30000',
    });
    const { url } = api;
    const admin = await adminToken(url);
    const stream = await followSyncEvents(url, bearer(admin));
    expect(await stream.next()).toEqual({ phase: 'idle' });

    // Every answer of the database now takes 300 ms: the 40 requests queue for the pool's 10 connections.
    proxy.delayMs = 300;
    const requests = Array.from({ length: inFlight }, (_, i) =>
      i % 5 === 4
        ? send(
            `${url}/api/news`,
            json(
              {
                title: `Written while stopping ${i}`,
                description: 'In flight at SIGTERM.',
                content: 'Must not be lost.',
              },
              admin,
            ),
          )
        : send(`${url}/api/videos/?page=1&limit=18`),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    const signalled = performance.now();
    api.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expectTurnedAway(url);

    const outcomes = await Promise.all(requests);
    expect(outcomes.filter((outcome, i) => outcome.status !== (i % 5 === 4 ? 201 : 200))).toEqual([]);
    // They really were in flight: most were answered after the signal.
    expect(outcomes.filter((outcome) => outcome.at > signalled).length).toBeGreaterThan(inFlight / 2);
    // The event stream was ended by the server, cleanly (a reset would throw here).
    expect(await stream.next()).toBeNull();

    const exit = await api.exited;
    expect(exit, api.output()).toMatchObject({ code: 0, signal: null });
    expect(exit.at - signalled).toBeLessThan(30_000);
    expect(api.output()).toContain('SIGTERM received: draining');
    expect(api.output()).not.toContain('cut off');

    proxy.delayMs = 0;
    const ids = outcomes
      .filter((outcome) => outcome.status === 201)
      .map((outcome) => (outcome.body as { id: number }).id);
    const direct = new pg.Client({ connectionString: databaseUrl });
    await direct.connect();
    try {
      const { rows } = await direct.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM news WHERE id = ANY($1::int[])',
        [ids],
      );
      expect(rows[0].n).toBe(inFlight / 5);
    } finally {
      await direct.end();
    }
  }, 120_000);
});

describe('SIGTERM on an API with its embedded database (40 logins in flight)', () => {
  // Under the repository, like every embedded test server: as root, the postgres user must reach it.
  const dataDir = path.join(repoRoot, '.data', `test-sigterm-${process.pid}`);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('answers every request in flight, then stops the embedded server and exits 0', async () => {
    mkdirSync(dataDir, { recursive: true });
    api = await startBuiltApi(build.entry, {
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret',
      ADMIN_PASSWORD: adminPassword,
      RATE_LIMIT_PER_MINUTE: '100000',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      SHUTDOWN_TIMEOUT_MS: '30000',
    });
    const { url } = api;
    const postmasterPid = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    expect(postmasterPid).toBeGreaterThan(0);

    // bcrypt runs on four threads: 40 logins take a while, and each also reads the database.
    const requests = Array.from({ length: inFlight }, () => loginInFlight(url));
    await Promise.all(requests.map((request) => request.sent));
    const signalled = performance.now();
    api.child.kill('SIGTERM');

    const outcomes = await Promise.all(requests.map((request) => request.outcome));
    expect(outcomes.filter((outcome) => outcome.status !== 200)).toEqual([]);
    expect(outcomes.some((outcome) => outcome.at > signalled)).toBe(true);

    const exit = await api.exited;
    expect(exit, api.output()).toMatchObject({ code: 0, signal: null });
    expect(exit.at - signalled).toBeLessThan(30_000);
    // The embedded server was stopped too, after the app: no postgres is left behind.
    expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    expect(() => process.kill(postmasterPid, 0)).toThrow();
    expect(api.output().indexOf('SIGTERM received: draining')).toBeLessThan(api.output().indexOf('Stopped'));
  }, 180_000);
});
