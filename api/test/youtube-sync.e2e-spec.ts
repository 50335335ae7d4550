import { BadGatewayException } from '@nestjs/common';
import type { Video } from '@site/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runSeed } from '../src/seed/seed.js';
import { fetchPlaylistFromApi } from '../src/youtube/playlist-api.js';
import { SyncEvents, type YoutubeSyncResult } from '../src/youtube/sync-events.js';
import { bearer, login, register } from './support/accounts.js';
import { startFakeYoutube, type FakeFailure, type FakeYoutube } from './support/fake-youtube.js';
import { followSyncEvents } from './support/sse.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const adminPassword = 'admin-pass-123';
const playlistIds = ['fakeVid0001', 'fakeVid0002', 'fakeVid0003', 'fakeVid0004', 'fakePriv001', 'fakeVid0005'];

let fake: FakeYoutube;
let t: TestApp;
let admin: string;
let member: string;
let demoVideos: number;

async function bootWithAdmin(env: NodeJS.ProcessEnv) {
  const app = await createTestApp({ ADMIN_PASSWORD: adminPassword, ...env });
  await runSeed(app.dataSource, app.config, () => {});
  return { app, token: (await login(app, 'admin', adminPassword)).access_token };
}

const sync = (app = t, token = admin) =>
  app.request({ method: 'POST', url: '/api/videos/sync-youtube', headers: bearer(token) });

async function syncOk(app = t, token = admin): Promise<YoutubeSyncResult> {
  const response = await sync(app, token);
  if (response.statusCode !== 200) throw new Error(`sync failed: ${response.statusCode} ${response.body}`);
  return response.json<YoutubeSyncResult>();
}

interface Row {
  youtube_id: string;
  title: string;
  description: string;
  thumbnail: string;
  duration: string;
  views: number;
  category: string;
  status: string;
  source: string;
  tags: Array<{ text: string }>;
  published_at: Date;
}

/** The playlist's rows (ids starting 'fake'), by YouTube id. */
async function playlistRows(app = t): Promise<Record<string, Row>> {
  const rows = await app.dataSource.query<Row[]>(
    `SELECT youtube_id, title, description, thumbnail, duration, views, category, status, source, tags, published_at FROM videos WHERE youtube_id LIKE 'fake%'`,
  );
  return Object.fromEntries(rows.map((row) => [row.youtube_id, row]));
}

/** Every row of the library exactly as PostgreSQL prints it, timestamps included. */
const snapshot = async (app = t) =>
  (await app.dataSource.query<Array<{ row: string }>>('SELECT v::text AS row FROM videos v ORDER BY id')).map(
    (r) => r.row,
  );

async function until(condition: () => boolean, what: string) {
  const deadline = Date.now() + 5_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

beforeAll(async () => {
  fake = await startFakeYoutube();
  ({ app: t, token: admin } = await bootWithAdmin({
    YOUTUBE_PLAYLIST_ID: fake.playlistId,
    YOUTUBE_API_KEY: fake.apiKey,
    YOUTUBE_API_BASE_URL: fake.apiBaseUrl,
    YOUTUBE_FEED_BASE_URL: fake.url,
    // The admin remote's dev server, as `npm run dev` allows it.
    CORS_ORIGINS: 'http://localhost:4201',
  }));
  member = (await register(t)).access_token;
  demoVideos = Number((await t.dataSource.query<Array<{ n: number }>>('SELECT count(*)::int AS n FROM videos'))[0].n);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(async () => {
  fake.reset();
  await t.dataSource.query(`DELETE FROM videos WHERE youtube_id LIKE 'fake%'`);
});

describe('POST /api/videos/sync-youtube (Data API)', () => {
  it('reads both playlist pages with the key, then durations and views, and adds the videos', async () => {
    expect(demoVideos).toBeGreaterThan(0);
    expect(await syncOk()).toEqual({ total_videos: demoVideos + 5, added: 5, updated: 0 });

    expect(fake.requests.map((url) => url.pathname)).toEqual([
      '/youtube/v3/playlistItems',
      '/youtube/v3/playlistItems',
      '/youtube/v3/videos',
    ]);
    const [firstPage, secondPage, details] = fake.requests.map((url) => Object.fromEntries(url.searchParams));
    expect(firstPage).toEqual({
      part: 'snippet,contentDetails',
      maxResults: '50',
      playlistId: 'PLtest',
      key: fake.apiKey,
    });
    expect(secondPage).toEqual({ ...firstPage, pageToken: 'page-3' });
    expect(details).toEqual({ part: 'contentDetails,statistics,snippet', id: playlistIds.join(','), key: fake.apiKey });

    const rows = await playlistRows();
    // The private video is a placeholder in the playlist: videos.list does not return it.
    expect(Object.keys(rows).sort()).toEqual([
      'fakeVid0001',
      'fakeVid0002',
      'fakeVid0003',
      'fakeVid0004',
      'fakeVid0005',
    ]);
    expect(rows.fakeVid0001).toEqual({
      youtube_id: 'fakeVid0001',
      title: 'Time Crisis & "Point Blank" <live>',
      description: 'Two classics.\nOne evening.',
      thumbnail: 'https://i.ytimg.com/vi/fakeVid0001/hqdefault.jpg',
      duration: '1:02:03',
      views: 1520,
      category: 'on-rail',
      status: 'published',
      source: 'youtube',
      tags: [],
      published_at: new Date('2024-01-05T18:00:00Z'),
    });
    expect(Object.values(rows).map((row) => [row.youtube_id, row.duration, row.views])).toEqual(
      expect.arrayContaining([
        ['fakeVid0002', '10:25', 98_765],
        ['fakeVid0003', '0:45', 42],
        ['fakeVid0004', '25:07', 3100],
        ['fakeVid0005', '4:00', 7],
      ]),
    );
  });

  it('leaves videos/:id to the videos controller: a synced video is served there', async () => {
    await syncOk();
    const [{ id }] = await t.dataSource.query<Array<{ id: number }>>(
      `SELECT id FROM videos WHERE youtube_id = 'fakeVid0002'`,
    );
    const response = await t.request({ method: 'GET', url: `/api/videos/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json<Video>()).toMatchObject({
      youtube_id: 'fakeVid0002',
      duration: '10:25',
      views: 98_765,
      category: 'on-rail',
    });
  });

  it('changes nothing when run twice in a row', async () => {
    const first = await syncOk();
    const before = await snapshot();
    expect(await syncOk()).toEqual({ total_videos: first.total_videos, added: 0, updated: 0 });
    expect(await snapshot()).toEqual(before);
  });

  it('picks up a change upstream as one update, and only that row changes', async () => {
    await syncOk();
    const before = await playlistRows();
    const beforeSnapshot = await snapshot();
    fake.videos[3].views = 3500;
    fake.videos[3].title = 'Virtua Cop 2 arcade cabinet (restored)';
    expect(await syncOk()).toMatchObject({ added: 0, updated: 1 });
    const after = await playlistRows();
    expect(after.fakeVid0004).toEqual({
      ...before.fakeVid0004,
      views: 3500,
      title: 'Virtua Cop 2 arcade cabinet (restored)',
    });
    const changed = (await snapshot()).filter((row) => !beforeSnapshot.includes(row));
    expect(changed).toHaveLength(1);
    expect(changed[0]).toContain('fakeVid0004');
  });

  it('never deletes: not the demo videos, nor a video that left the playlist', async () => {
    const demoBefore = (await snapshot()).filter((row) => !row.includes('fake'));
    const first = await syncOk();
    const leaving = (await playlistRows()).fakeVid0003;
    fake.videos = fake.videos.filter((video) => video.id !== 'fakeVid0003');
    expect(await syncOk()).toEqual({ total_videos: first.total_videos, added: 0, updated: 0 });
    expect((await playlistRows()).fakeVid0003).toEqual(leaving);
    expect((await snapshot()).filter((row) => !row.includes('fake'))).toEqual(demoBefore);
  });

  it('updates a hand-made video with the same id but keeps its source, category, tags and status', async () => {
    const submitted = await t.request({
      method: 'POST',
      url: '/api/videos',
      headers: bearer(member),
      payload: {
        title: 'My own cut',
        youtube_url: 'https://youtu.be/fakeVid0002',
        category: 'arcade',
        tags: ['Namco'],
        duration: '3:00',
      },
    });
    expect(submitted.statusCode).toBe(200);
    expect(await syncOk()).toEqual({ total_videos: demoVideos + 5, added: 4, updated: 1 });
    expect((await playlistRows()).fakeVid0002).toMatchObject({
      title: 'House of the Dead 2 one credit',
      duration: '10:25',
      views: 98_765,
      source: 'manual',
      category: 'arcade',
      status: 'pending',
      tags: [expect.objectContaining({ text: 'Namco' })],
    });
  });

  it.each<[FakeFailure, number, string | RegExp]>([
    ['quota', 0, 'YouTube API error: quotaExceeded'],
    ['not-found', 0, 'YouTube API error: playlistNotFound'],
    ['server-error', 1, 'YouTube API error: HTTP 500'],
    ['malformed', 2, 'YouTube API returned malformed JSON'],
    ['reset', 2, /^Could not reach YouTube: \S/],
  ])('answers 502 on %s (from request %i) and leaves the library as it was', async (failure, fromRequest, detail) => {
    await syncOk();
    fake.videos[0].title = 'Renamed upstream';
    fake.videos.push({
      id: 'fakeVid0006',
      title: 'New upstream',
      description: '',
      duration: 'PT1M',
      views: 1,
      publishedAt: '2024-08-01T00:00:00Z',
    });
    const before = await snapshot();
    fake.requests.length = 0;
    fake.fail(failure, fromRequest);
    const response = await sync();
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      detail: typeof detail === 'string' ? detail : expect.stringMatching(detail),
      status: 502,
    });
    expect(fake.requests).toHaveLength(fromRequest + 1);
    expect(await snapshot()).toEqual(before);
  });

  it('gives up on a silent upstream after the timeout', async () => {
    fake.fail('hang');
    const fetching = fetchPlaylistFromApi({
      playlistId: fake.playlistId,
      apiKey: fake.apiKey,
      baseUrl: fake.apiBaseUrl,
      timeoutMs: 200,
      onPage: () => {},
    });
    await expect(fetching).rejects.toThrow(BadGatewayException);
    await expect(fetching).rejects.toThrow('Could not reach YouTube: no answer within 0.2 s');
  });

  it('is for admins only', async () => {
    for (const url of ['/api/videos/sync-youtube', '/api/videos/sync-youtube/events']) {
      const method = url.endsWith('events') ? 'GET' : 'POST';
      expect((await t.request({ method, url })).json(), `${method} ${url} anonymous`).toMatchObject({ status: 401 });
      expect((await t.request({ method, url, headers: bearer(member) })).json(), `${method} ${url} member`).toEqual({
        detail: 'This action needs the admin role',
        status: 403,
      });
    }
    expect(fake.requests).toEqual([]);
  });

  it('answers 409 to a second sync while one runs', async () => {
    fake.delayMs = 150;
    const running = sync();
    await until(() => fake.requests.length > 0, 'the first sync to reach YouTube');
    expect((await sync()).json()).toEqual({ detail: 'A YouTube sync is already running', status: 409 });
    expect((await running).statusCode).toBe(200);
    fake.delayMs = 0;
    expect((await sync()).statusCode).toBe(200);
  });
});

describe('GET /api/videos/sync-youtube/events', () => {
  let baseUrl: string;

  beforeAll(async () => {
    await t.app.listen(0, '127.0.0.1');
    baseUrl = await t.app.getUrl();
  });

  const follow = (headers: Record<string, string> = {}) => followSyncEvents(baseUrl, { ...bearer(admin), ...headers });

  it('streams idle, then the progress of a sync, then done with its result, and ends', async () => {
    // A front end on another dev port reads it too: the CORS headers are there despite the raw stream.
    const stream = await follow({ origin: 'http://localhost:4201' });
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
    expect(stream.response.headers.get('access-control-allow-origin')).toBe('http://localhost:4201');
    // Helmet's headers too: they are set as Fastify headers, which Nest copies onto the raw stream.
    expect(stream.response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(stream.response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(await stream.next()).toEqual({ phase: 'idle' });
    const result = await syncOk();
    const events = await stream.rest();
    expect(events.at(-1)).toEqual({ phase: 'done', result });
    expect(events).toEqual([
      { phase: 'fetching', source: 'api', pages: 0, items: 0, total: null },
      { phase: 'fetching', source: 'api', pages: 1, items: 3, total: 6 },
      { phase: 'fetching', source: 'api', pages: 2, items: 6, total: 6 },
      { phase: 'fetching', source: 'api', pages: 3, items: 6, total: 6 },
      { phase: 'saving', done: 0, total: 5 },
      ...[1, 2, 3, 4, 5].map((done) => ({ phase: 'saving', done, total: 5 })),
      { phase: 'done', result },
    ]);
  });

  it("starts with the running sync's latest event", async () => {
    fake.delayMs = 150;
    const running = sync();
    await until(() => fake.requests.length > 0, 'the sync to reach YouTube');
    const stream = await follow();
    expect(await stream.next()).toEqual({ phase: 'fetching', source: 'api', pages: 0, items: 0, total: null });
    const result = (await running).json<YoutubeSyncResult>();
    expect((await stream.rest()).at(-1)).toEqual({ phase: 'done', result });
  });

  it('ends with the error of a failed sync', async () => {
    const stream = await follow();
    expect(await stream.next()).toEqual({ phase: 'idle' });
    fake.fail('quota', 1);
    expect((await sync()).statusCode).toBe(502);
    expect((await stream.rest()).at(-1)).toEqual({
      phase: 'error',
      detail: 'YouTube API error: quotaExceeded',
      status: 502,
    });
  });

  it('lets go of a client that leaves', async () => {
    const progress = t.app.get(SyncEvents);
    const stream = await follow();
    expect(await stream.next()).toEqual({ phase: 'idle' });
    expect(progress.followers).toBe(1);
    stream.leave();
    await until(() => progress.followers === 0, 'the stream to be let go');
  });
});

describe('without an API key: the public feed', () => {
  let rss: TestApp;
  let rssAdmin: string;

  beforeAll(async () => {
    ({ app: rss, token: rssAdmin } = await bootWithAdmin({
      YOUTUBE_PLAYLIST_ID: fake.playlistId,
      YOUTUBE_FEED_BASE_URL: fake.url,
      YOUTUBE_API_BASE_URL: fake.apiBaseUrl,
    }));
  });
  afterAll(() => rss?.close());

  it('reads the feed (no key, no durations) and keeps a stored duration', async () => {
    const created = await rss.request({
      method: 'POST',
      url: '/api/videos',
      headers: bearer(rssAdmin),
      payload: {
        title: 'Hand-made',
        youtube_url: 'https://www.youtube.com/watch?v=fakeVid0004',
        category: 'gallery',
        duration: '25:07',
        views: 10,
      },
    });
    expect(created.statusCode).toBe(200);
    const result = await syncOk(rss, rssAdmin);
    expect(result).toMatchObject({ added: 4, updated: 1 });
    expect(fake.requests.map((url) => `${url.pathname}${url.search}`)).toEqual([
      '/feeds/videos.xml?playlist_id=PLtest',
    ]);

    const rows = await playlistRows(rss);
    expect(Object.keys(rows).sort()).toEqual([
      'fakeVid0001',
      'fakeVid0002',
      'fakeVid0003',
      'fakeVid0004',
      'fakeVid0005',
    ]);
    expect(rows.fakeVid0001).toMatchObject({
      title: 'Time Crisis & "Point Blank" <live>',
      description: 'Two classics.\nOne evening.',
      thumbnail: 'https://i3.ytimg.com/vi/fakeVid0001/hqdefault.jpg',
      duration: '',
      views: 1520,
      source: 'youtube',
      published_at: new Date('2024-01-05T18:00:00Z'),
    });
    expect(rows.fakeVid0004).toMatchObject({
      title: 'Virtua Cop 2 arcade cabinet',
      duration: '25:07',
      views: 3100,
      category: 'gallery',
      source: 'manual',
    });

    const before = await snapshot(rss);
    expect(await syncOk(rss, rssAdmin)).toEqual({ ...result, added: 0, updated: 0 });
    expect(await snapshot(rss)).toEqual(before);
  });

  it.each<[FakeFailure, string]>([
    ['malformed', 'YouTube feed returned malformed XML'],
    ['not-found', 'YouTube feed error: HTTP 404'],
    ['server-error', 'YouTube feed error: HTTP 500'],
  ])('answers 502 on %s and writes nothing', async (failure, detail) => {
    await rss.dataSource.query(`DELETE FROM videos WHERE youtube_id LIKE 'fake%'`);
    const before = await snapshot(rss);
    fake.fail(failure);
    expect((await sync(rss, rssAdmin)).json()).toEqual({ detail, status: 502 });
    expect(await snapshot(rss)).toEqual(before);
  });
});

describe('without a playlist', () => {
  it('answers 422 and asks nothing of YouTube', async () => {
    const { app, token } = await bootWithAdmin({ YOUTUBE_API_KEY: fake.apiKey, YOUTUBE_API_BASE_URL: fake.apiBaseUrl });
    try {
      expect((await sync(app, token)).json()).toEqual({ detail: 'YOUTUBE_PLAYLIST_ID is not configured', status: 422 });
      expect(fake.requests).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
