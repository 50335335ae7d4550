import type {
  ForumCategoryWithThreads,
  LoginResponse,
  Video,
  YoutubeSyncEvent,
  YoutubeSyncResult,
} from '@site/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from './support/api-process.js';
import { startFakeYoutube, type FakeYoutube } from './support/fake-youtube.js';
import { followSyncEvents } from './support/sse.js';
import { createTestDatabase } from './support/test-app.js';

// Two API processes, each with its own pool, on one database: what one counts, locks or writes,
// the other sees. Each test speaks from its own client address (the processes trust
// X-Forwarded-For, as behind the site's proxy), so their rate-limit budgets stay apart.
const strictLimit = 6;
const generalLimit = 30;
const forumLimit = 4;
const adminPassword = 'admin-pass-123';

let databaseUrl: string;
let fake: FakeYoutube;
let a: ApiProcess;
let b: ApiProcess;
let admin: string;

interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

async function call(
  api: ApiProcess,
  method: string,
  url: string,
  { from = '198.51.100.1', token, body }: { from?: string; token?: string; body?: unknown } = {},
): Promise<Answer> {
  const response = await fetch(`${api.url}${url}`, {
    method,
    headers: {
      'x-forwarded-for': from,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null, headers: response.headers };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  fake = await startFakeYoutube();
  const env = {
    DATABASE_URL: databaseUrl,
    ADMIN_PASSWORD: adminPassword,
    TRUST_PROXY: '1',
    AUTH_RATE_LIMIT_PER_MINUTE: String(strictLimit),
    RATE_LIMIT_PER_MINUTE: String(generalLimit),
    FORUM_POST_RATE_LIMIT_PER_MINUTE: String(forumLimit),
    YOUTUBE_PLAYLIST_ID: fake.playlistId,
    YOUTUBE_API_KEY: fake.apiKey,
    YOUTUBE_API_BASE_URL: fake.apiBaseUrl,
    YOUTUBE_FEED_BASE_URL: fake.url,
  };
  // Started together, as replicas are: migrations and seed take turns under their lock.
  [a, b] = await Promise.all([startApiProcess(env), startApiProcess(env)]);
  const login = await call(a, 'POST', '/api/auth/login', {
    from: '198.51.100.2',
    body: { username: 'admin', password: adminPassword },
  });
  if (login.status !== 200) throw new Error(`admin login failed: ${JSON.stringify(login.body)}`);
  admin = (login.body as LoginResponse).access_token;
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await fake?.close();
});

describe('two API processes on one database', () => {
  it('count failed logins together: the limit is met by attempts split across both', async () => {
    const from = '203.0.113.10';
    const attempt = (api: ApiProcess) =>
      call(api, 'POST', '/api/auth/login', { from, body: { username: 'admin', password: 'not-the-password' } });
    const statuses: number[] = [];
    // Alternating: each process alone sees half the limit.
    for (let i = 0; i < strictLimit; i += 1) statuses.push((await attempt(i % 2 === 0 ? a : b)).status);
    expect(statuses).toEqual(Array(strictLimit).fill(401));
    for (const api of [a, b]) {
      const refused = await attempt(api);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ detail: 'Too many requests: please wait a moment and try again', status: 429 });
      expect(Number(refused.headers.get('retry-after-strict'))).toBeGreaterThan(0);
    }
    // Not even the right password gets through from that address now, on either process.
    const right = await call(b, 'POST', '/api/auth/login', {
      from,
      body: { username: 'admin', password: adminPassword },
    });
    expect(right.status).toBe(429);
    // Another address still may.
    expect(
      (
        await call(b, 'POST', '/api/auth/login', {
          from: '203.0.113.11',
          body: { username: 'admin', password: adminPassword },
        })
      ).status,
    ).toBe(200);
  });

  it("count a member's forum posts together", async () => {
    const from = '203.0.113.20';
    const registered = await call(a, 'POST', '/api/auth/register', {
      from,
      body: { username: 'twoprocs', email: 'twoprocs@example.com', password: 'zapper-123', display_name: 'Two Procs' },
    });
    expect(registered.status).toBe(201);
    const token = (registered.body as LoginResponse).access_token;
    const categories = (await call(b, 'GET', '/api/forum/categories', { from })).body as ForumCategoryWithThreads[];
    const thread = categories[0].threads[0].id;
    const statuses: number[] = [];
    for (let i = 0; i <= forumLimit; i += 1) {
      statuses.push(
        (
          await call(i % 2 === 0 ? b : a, 'POST', `/api/forum/threads/${thread}/posts`, {
            from,
            token,
            body: { content: `Reply ${i}` },
          })
        ).status,
      );
    }
    expect(statuses).toEqual([...Array(forumLimit).fill(201), 429]);
  });

  it("share the general per-address limit, each learning the other's count within a second or so", async () => {
    const from = '203.0.113.30';
    const route = '/api/lightgun/stats';
    for (let i = 0; i < 20; i += 1) expect((await call(a, 'GET', route, { from })).status).toBe(200);
    // B alone would allow 30; it learns of A's 20 when it adds its own hits to the shared count.
    let ownHits = 0;
    for (;;) {
      const answer = await call(b, 'GET', route, { from });
      ownHits += 1;
      if (answer.status === 429) break;
      expect(answer.status).toBe(200);
      if (ownHits >= generalLimit) throw new Error(`B never counted A's hits: ${ownHits} of its own went through`);
      await sleep(250);
    }
    // Blocked once both processes' hits pass the limit (not before), far below B's own 30.
    expect(ownHits).toBeGreaterThan(generalLimit - 20);
    expect(ownHits).toBeLessThan(generalLimit);
  });

  it('see a write through one at once through the other', async () => {
    const created = await call(a, 'POST', '/api/videos/', {
      token: admin,
      body: { title: 'Written through A', youtube_url: 'https://youtu.be/twoProcs001', category: 'gallery', views: 12 },
    });
    expect(created.status).toBe(200);
    const video = created.body as Video;
    expect((await call(b, 'GET', `/api/videos/${video.id}`)).body).toEqual(video);

    const tagged = await call(b, 'PATCH', `/api/videos/${video.id}/tags`, { token: admin, body: { tags: ['Namco'] } });
    expect(tagged.status).toBe(200);
    expect((await call(a, 'GET', `/api/videos/${video.id}`)).body).toEqual(tagged.body);
  });

  it('run one YouTube sync at a time: the other answers 409 and shows its progress, joined mid-sync', async () => {
    fake.reset();
    // Slow enough to watch: each YouTube request waits 500 ms.
    fake.delayMs = 500;
    const running = call(a, 'POST', '/api/videos/sync-youtube', { token: admin });
    await until(() => fake.requests.length > 0, 'the sync on A to reach YouTube');

    expect((await call(b, 'POST', '/api/videos/sync-youtube', { token: admin })).body).toEqual({
      detail: 'A YouTube sync is already running',
      status: 409,
    });

    const stream = await followSyncEvents(b.url, { authorization: `Bearer ${admin}` });
    const first = await stream.next();
    expect(first).toMatchObject({ phase: 'fetching', source: 'api' });
    const events = [first, ...(await stream.rest())] as YoutubeSyncEvent[];
    const done = await running;
    expect(done.status).toBe(200);
    expect(events.at(-1)).toEqual({ phase: 'done', result: done.body as YoutubeSyncResult });
    // Progress, not only the end: YouTube's pages as A read them.
    const pages = events.flatMap((event) => (event.phase === 'fetching' ? [event.pages] : []));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages).toEqual([...pages].sort((x, y) => x - y));

    // The lock went with the sync: B may run the next one.
    fake.delayMs = 0;
    expect((await call(b, 'POST', '/api/videos/sync-youtube', { token: admin })).body).toMatchObject({
      added: 0,
      updated: 0,
    });
  });

  it('free the sync when the process running it dies, with nothing of it written', async () => {
    fake.reset();
    fake.videos.push({
      id: 'fakeVid0099',
      title: 'Added upstream',
      description: '',
      duration: 'PT1M',
      views: 1,
      publishedAt: '2024-08-01T00:00:00Z',
    });
    fake.fail('hang');
    void call(a, 'POST', '/api/videos/sync-youtube', { token: admin }).catch(() => {});
    await until(() => fake.requests.length > 0, 'the sync on A to reach YouTube');
    const stream = await followSyncEvents(b.url, { authorization: `Bearer ${admin}` });
    expect(await stream.next()).toMatchObject({ phase: 'fetching' });

    await a.kill();
    const ended = await stream.rest();
    expect(ended.at(-1)).toMatchObject({
      phase: 'error',
      status: 503,
      detail: expect.stringContaining('stopped with the API process'),
    });
    const count = () =>
      withDatabase(
        async (client) =>
          (await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM videos WHERE youtube_id = 'fakeVid0099'`))
            .rows[0].n,
      );
    expect(await count()).toBe(0);

    fake.reset();
    fake.videos.push({
      id: 'fakeVid0099',
      title: 'Added upstream',
      description: '',
      duration: 'PT1M',
      views: 1,
      publishedAt: '2024-08-01T00:00:00Z',
    });
    const next = await call(b, 'POST', '/api/videos/sync-youtube', { token: admin });
    expect(next.status).toBe(200);
    expect(next.body).toMatchObject({ added: 1 });
    expect(await count()).toBe(1);
  });
});
