import type { Video, VideoListResponse, VideoSearchResponse } from '@site/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runSeed } from '../src/seed/seed.js';
import { VideosService } from '../src/videos/index.js';
import { bearer, createAppWithAccounts, register } from './support/accounts.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let admin: string;
let member: string;
let idCounter = 0;

// Unique, valid 11-character YouTube ids.
const nextYoutubeId = () => `vid${String(++idCounter).padStart(8, '0')}`;
const watch = (id = nextYoutubeId()) => `https://www.youtube.com/watch?v=${id}`;

async function createVideo(token: string, body: Record<string, unknown> = {}) {
  const response = await t.request({
    method: 'POST',
    url: '/api/videos',
    headers: bearer(token),
    payload: { title: 'A video', youtube_url: watch(), category: 'arcade', ...body },
  });
  if (response.statusCode !== 200) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json<Video>();
}

const list = async (query = '', token?: string) =>
  (
    await t.request({ method: 'GET', url: `/api/videos/${query}`, headers: token ? bearer(token) : {} })
  ).json<VideoListResponse>();

beforeAll(async () => {
  ({ t, admin, member } = await createAppWithAccounts());
});
afterAll(() => t.close());

describe('GET /api/videos', () => {
  beforeEach(async () => {
    await t.dataSource.query('DELETE FROM videos');
  });

  it('pages newest first with exact pagination maths at the edges', async () => {
    for (let day = 1; day <= 20; day += 1) {
      await createVideo(admin, { title: `Video ${day}`, publishedAt: new Date(Date.UTC(2024, 0, day)).toISOString() });
    }
    const first = await list('?page=1&limit=18');
    expect(first.videos).toHaveLength(18);
    expect(first.videos[0].title).toBe('Video 20');
    expect(first.pagination).toEqual({
      page: 1,
      limit: 18,
      total_count: 20,
      total_pages: 2,
      has_next: true,
      has_prev: false,
    });
    const last = await list('?page=2&limit=18');
    expect(last.videos.map((v) => v.title)).toEqual(['Video 2', 'Video 1']);
    expect(last.pagination).toMatchObject({ has_next: false, has_prev: true });
    const beyond = await list('?page=3&limit=18');
    expect(beyond.videos).toEqual([]);
    expect(beyond.pagination).toMatchObject({ page: 3, total_pages: 2, has_next: false, has_prev: true });
    const exact = await list('?page=1&limit=20');
    expect(exact.pagination).toMatchObject({ total_pages: 1, has_next: false });
  });

  it('defaults to 18 per page and caps limit at 100', async () => {
    expect((await list()).pagination.limit).toBe(18);
    expect((await list('?limit=5000')).pagination.limit).toBe(100);
  });

  it.each(['?page=0', '?page=-1', '?page=abc', '?limit=0', '?limit=1.5', '?category=fps'])(
    'answers 400 for %s',
    async (query) => {
      const response = await t.request({ method: 'GET', url: `/api/videos/${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ detail: string }>().detail).toEqual(expect.any(String));
    },
  );

  it('filters by category', async () => {
    await createVideo(admin, { category: 'gallery' });
    await createVideo(admin, { category: 'modern' });
    const gallery = await list('?category=gallery');
    expect(gallery.videos.map((v) => v.category)).toEqual(['gallery']);
    expect((await list('?category=all')).pagination.total_count).toBe(2);
  });

  it('hides pending videos from everyone but admins', async () => {
    await createVideo(member, { title: 'Community submission' });
    expect((await list()).pagination.total_count).toBe(0);
    expect((await list('', member)).pagination.total_count).toBe(0);
    const asAdmin = await list('', admin);
    expect(asAdmin.videos.map((v) => [v.title, v.status])).toEqual([['Community submission', 'pending']]);
  });
});

describe('POST /api/videos', () => {
  it('needs a login', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/videos',
      payload: { title: 'x', youtube_url: watch() },
    });
    expect(response.statusCode).toBe(401);
  });

  it("stores a member's video as pending whatever it sends, and an admin's as published", async () => {
    const submitted = await createVideo(member, { status: 'published' });
    expect(submitted.status).toBe('pending');
    expect(submitted.published_at).toBeNull();
    const published = await createVideo(admin);
    expect(published.status).toBe('published');
    expect(published.published_at).not.toBeNull();
  });

  it("ignores a member's views and publishedAt, so approval publishes no made-up count or date; an admin's are kept", async () => {
    const claimed = { views: 9_999_999, publishedAt: '2001-01-01T00:00:00.000Z' };
    const submitted = await createVideo(member, claimed);
    expect(submitted).toMatchObject({ views: 0, published_at: null });
    const approved = (
      await t.request({ method: 'PATCH', url: `/api/videos/${submitted.id}/approve`, headers: bearer(admin) })
    ).json<Video>();
    expect(approved.views).toBe(0);
    expect(approved.published_at).not.toBe(claimed.publishedAt);
    expect(await createVideo(admin, claimed)).toMatchObject({
      views: claimed.views,
      published_at: claimed.publishedAt,
    });
  });

  it('derives the thumbnail, canonical URL and embed URL from the YouTube id', async () => {
    const video = await createVideo(admin, {
      youtube_url: 'https://youtu.be/abcdefghijk?t=3',
      description: '',
      content: 'Body text',
    });
    expect(video).toMatchObject({
      youtube_id: 'abcdefghijk',
      youtube_url: 'https://www.youtube.com/watch?v=abcdefghijk',
      embed_url: 'https://www.youtube.com/embed/abcdefghijk?enablejsapi=1&rel=0',
      thumbnail: 'https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg',
      description: 'Body text',
      views: 0,
    });
  });

  it.each([
    [{ youtube_url: 'https://vimeo.com/1234' }, 'youtube_url', 'Invalid YouTube URL'],
    [{ title: '   ' }, 'title', 'Please enter a title'],
    [{ category: 'fps' }, 'category', 'Category must be one of on-rail, gallery, arcade, modern'],
    [{ views: -3 }, 'views', 'views must not be less than 0'],
    [{ duration: 'long' }, 'duration', 'Duration must look like 10:25 or 1:02:03'],
    [{ thumbnail: 'javascript:alert(1)' }, 'thumbnail', 'Thumbnail must be an http(s) URL'],
    [{ tags: [5] }, 'tags', 'tags must be a list of at most 30 texts or { text, color, textColor } objects'],
  ])('validates %j', async (body, field, message) => {
    const response = await t.request({
      method: 'POST',
      url: '/api/videos',
      headers: bearer(admin),
      payload: { title: 'x', youtube_url: watch(), ...body },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ detail: Array<{ loc: string[]; msg: string }> }>().detail).toContainEqual({
      loc: ['body', field],
      msg: message,
    });
  });

  it('rejects unknown fields and a video already in the library', async () => {
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/videos',
          headers: bearer(admin),
          payload: { title: 'x', youtube_url: watch(), owner: 1 },
        })
      ).statusCode,
    ).toBe(422);
    const youtube_url = watch();
    await createVideo(admin, { youtube_url });
    const duplicate = await t.request({
      method: 'POST',
      url: '/api/videos',
      headers: bearer(admin),
      payload: { title: 'again', youtube_url },
    });
    expect(duplicate.json()).toEqual({ detail: 'This YouTube video is already in the library', status: 409 });
  });
});

describe('single videos', () => {
  it('answers 404 for unknown ids, hidden pending ones and 400 for malformed ids', async () => {
    const pending = await createVideo(member);
    expect((await t.request({ method: 'GET', url: '/api/videos/999999' })).json()).toEqual({
      detail: 'Video not found',
      status: 404,
    });
    expect((await t.request({ method: 'GET', url: `/api/videos/${pending.id}` })).statusCode).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: `/api/videos/${pending.id}`, headers: bearer(admin) })).statusCode,
    ).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/videos/abc' })).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/videos/99999999999' })).statusCode).toBe(400);
    expect((await t.request({ method: 'DELETE', url: '/api/videos/0', headers: bearer(admin) })).statusCode).toBe(400);
  });

  it('lets only admins edit, tag, approve, reject and delete', async () => {
    const video = await createVideo(admin);
    const routes = [
      {
        method: 'PUT' as const,
        url: `/api/videos/${video.id}`,
        payload: { title: 'Edited', youtube_url: video.youtube_url },
      },
      { method: 'PATCH' as const, url: `/api/videos/${video.id}/tags`, payload: { tags: ['a'] } },
      { method: 'PATCH' as const, url: `/api/videos/${video.id}/approve` },
      { method: 'DELETE' as const, url: `/api/videos/${video.id}/reject` },
      { method: 'DELETE' as const, url: `/api/videos/${video.id}` },
    ];
    for (const route of routes) {
      expect((await t.request(route)).statusCode, `${route.method} ${route.url} anonymous`).toBe(401);
      expect(
        (await t.request({ ...route, headers: bearer(member) })).statusCode,
        `${route.method} ${route.url} member`,
      ).toBe(403);
    }
  });

  it('edits a video (admin)', async () => {
    const video = await createVideo(admin);
    const response = await t.request({
      method: 'PUT',
      url: `/api/videos/${video.id}`,
      headers: bearer(admin),
      payload: { title: 'Edited title', youtube_url: video.youtube_url, category: 'modern', views: 1200 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Video>()).toMatchObject({ title: 'Edited title', category: 'modern', views: 1200 });
  });

  it('replaces the tag list, trimmed and without duplicates, coloured from the palette', async () => {
    const video = await createVideo(admin);
    const response = await t.request({
      method: 'PATCH',
      url: `/api/videos/${video.id}/tags`,
      headers: bearer(admin),
      payload: { tags: [' GunCon ', 'guncon', '', { text: 'Namco', color: 'bg-yellow-400', textColor: 'text-white' }] },
    });
    expect(response.json<Video>().tags).toEqual([
      { text: 'GunCon', color: expect.stringMatching(/^bg-/), textColor: expect.stringMatching(/^text-/) },
      { text: 'Namco', color: 'bg-yellow-400', textColor: 'text-black' },
    ]);
    expect(
      (
        await t.request({
          method: 'PATCH',
          url: '/api/videos/999999/tags',
          headers: bearer(admin),
          payload: { tags: [] },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('approves a pending video into the public list, and rejects (denies, keeping it) another', async () => {
    const approved = await createVideo(member, { title: 'To approve' });
    const rejected = await createVideo(member, { title: 'To reject' });
    const approval = await t.request({
      method: 'PATCH',
      url: `/api/videos/${approved.id}/approve`,
      headers: bearer(admin),
    });
    expect(approval.json<Video>()).toMatchObject({ status: 'published', published_at: expect.any(String) });
    expect((await t.request({ method: 'GET', url: `/api/videos/${approved.id}` })).statusCode).toBe(200);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/videos/${rejected.id}/reject`, headers: bearer(admin) }))
        .statusCode,
    ).toBe(200);
    expect((await t.request({ method: 'GET', url: `/api/videos/${rejected.id}` })).statusCode).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: `/api/videos/${rejected.id}`, headers: bearer(admin) })).json<Video>(),
    ).toMatchObject({ status: 'denied' });
    const notPending = await t.request({
      method: 'DELETE',
      url: `/api/videos/${approved.id}/reject`,
      headers: bearer(admin),
    });
    expect(notPending.statusCode).toBe(409);
  });

  it('deletes a video (admin) and answers 404 the second time', async () => {
    const video = await createVideo(admin);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/videos/${video.id}`, headers: bearer(admin) })).json(),
    ).toEqual({
      message: 'Video deleted successfully',
    });
    expect(
      (await t.request({ method: 'DELETE', url: `/api/videos/${video.id}`, headers: bearer(admin) })).statusCode,
    ).toBe(404);
  });
});

describe("VideosService.upsertPlaylist (the YouTube sync's write)", () => {
  const upsert = (videos: Parameters<VideosService['upsertPlaylist']>[1], saved: number[] = []) =>
    t.dataSource.transaction((manager) =>
      t.app.get(VideosService).upsertPlaylist(manager, videos, async (done) => void saved.push(done)),
    );

  it("adds new videos, updates what YouTube owns of a hand-made one, and answers the library's total", async () => {
    const handMade = await createVideo(admin, { title: 'Hand-made', category: 'gallery', tags: ['namco'] });
    const fresh = nextYoutubeId();
    const saved: number[] = [];
    const [{ total }] = await t.dataSource.query<Array<{ total: number }>>('SELECT count(*)::int AS total FROM videos');
    const result = await upsert(
      [
        { youtubeId: handMade.youtube_id, title: 'From YouTube', description: 'Its words', views: 12 },
        { youtubeId: fresh, title: 'New one', description: '' },
      ],
      saved,
    );
    expect(result).toEqual({ total_videos: total + 1, added: 1, updated: 1 });
    expect(saved).toEqual([1, 2]);
    expect(
      await t.dataSource.query(
        `SELECT title, category, source, status, views, tag_words FROM videos WHERE youtube_id = $1`,
        [handMade.youtube_id],
      ),
    ).toEqual([
      {
        title: 'From YouTube',
        category: 'gallery',
        source: 'manual',
        status: 'published',
        views: 12,
        tag_words: 'namco',
      },
    ]);
    expect(
      await t.dataSource.query(`SELECT category, source, status FROM videos WHERE youtube_id = $1`, [fresh]),
    ).toEqual([{ category: 'on-rail', source: 'youtube', status: 'published' }]);
    // The same playlist again changes nothing.
    expect(await upsert([{ youtubeId: fresh, title: 'New one', description: '' }])).toMatchObject({
      added: 0,
      updated: 0,
    });
  });

  it("writes in the caller's transaction: nothing stays when it rolls back", async () => {
    const youtubeId = nextYoutubeId();
    const failing = t.dataSource.transaction(async (manager) => {
      await t.app
        .get(VideosService)
        .upsertPlaylist(manager, [{ youtubeId, title: 'Rolled back', description: '' }], async () => {});
      throw new Error('the run was not ours');
    });
    await expect(failing).rejects.toThrow('the run was not ours');
    expect(await t.dataSource.query('SELECT id FROM videos WHERE youtube_id = $1', [youtubeId])).toEqual([]);
  });
});

describe('GET /api/videos/search', () => {
  beforeAll(async () => {
    await t.dataSource.query('DELETE FROM videos');
    await createVideo(admin, { title: 'Time Crisis 2 full playthrough', category: 'on-rail', tags: ['Namco'] });
    await createVideo(admin, {
      title: 'Arcade tour',
      description: 'We also play some time crisis here',
      category: 'arcade',
    });
    await createVideo(admin, { title: 'Duck Hunt score attack', category: 'gallery', tags: ['Zapper'] });
    await createVideo(member, { title: 'Time Crisis 4 (pending)', category: 'modern' });
  });

  const search = async (q: string, token?: string) =>
    (
      await t.request({
        method: 'GET',
        url: `/api/videos/search?q=${encodeURIComponent(q)}`,
        headers: token ? bearer(token) : {},
      })
    ).json<VideoSearchResponse>();

  it('ranks title matches above description matches, with a breakdown per category', async () => {
    const result = await search('time crisis');
    expect(result.videos.map((v) => v.title)).toEqual(['Time Crisis 2 full playthrough', 'Arcade tour']);
    expect(result.breakdown).toEqual({ 'on-rail': 1, gallery: 0, arcade: 1, modern: 0 });
  });

  it('matches word prefixes and tags', async () => {
    expect((await search('cris')).videos).toHaveLength(2);
    expect((await search('zapper')).videos.map((v) => v.title)).toEqual(['Duck Hunt score attack']);
  });

  it('shows pending matches to admins only', async () => {
    expect((await search('crisis 4')).videos).toEqual([]);
    expect((await search('crisis 4', admin)).videos.map((v) => v.status)).toEqual(['pending']);
  });

  it('answers an empty result, not an error, under 2 characters or without words', async () => {
    for (const q of ['', 't', ' t ', '!!', '&|:*']) {
      const result = await search(q);
      expect(result.videos).toEqual([]);
      expect(result.breakdown).toEqual({ 'on-rail': 0, gallery: 0, arcade: 0, modern: 0 });
    }
  });
});

describe('the demo seed', () => {
  it('fills an empty library once with at least 30 videos across the four categories', async () => {
    const other = await createTestApp();
    try {
      await runSeed(other.dataSource, other.config, () => {});
      await runSeed(other.dataSource, other.config, () => {});
      const rows = await other.dataSource.query<Array<{ category: string; n: number }>>(
        'SELECT category, count(*)::int AS n FROM videos GROUP BY category',
      );
      expect(rows.reduce((sum, row) => sum + row.n, 0)).toBeGreaterThanOrEqual(30);
      expect(rows.map((row) => row.category).sort()).toEqual(['arcade', 'gallery', 'modern', 'on-rail']);
    } finally {
      await other.close();
    }
  });
});

describe('posting rate limit', () => {
  it('answers 429 with a detail once a client posts too often (videos and news alike)', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const poster = (await register(limited)).access_token;
      const post = (url: string, payload: Record<string, unknown>) =>
        limited.request({ method: 'POST', url, headers: bearer(poster), payload, remoteAddress: '10.9.9.9' });
      expect((await post('/api/videos', { title: 'a', youtube_url: watch() })).statusCode).toBe(200);
      expect((await post('/api/videos', { title: 'b', youtube_url: watch() })).statusCode).toBe(200);
      const blocked = await post('/api/videos', { title: 'c', youtube_url: watch() });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json<{ detail: string }>().detail).toMatch(/Too many requests/);
      const news = { title: 'n', description: 'e', content: 'c' };
      expect((await post('/api/news', news)).statusCode).toBe(201);
      expect((await post('/api/news', news)).statusCode).toBe(201);
      expect((await post('/api/news', news)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
