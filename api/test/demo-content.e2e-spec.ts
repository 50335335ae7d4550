import type {
  DemoContentCounts,
  ForumCategoryWithThreads,
  LightgunStats,
  NewsArticle,
  VideoListResponse,
} from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FlagDemoContent1795820003000 } from '../src/database/migrations/1795820003000-flag-demo-content.js';
import { demoContentWanted } from '../src/seed/demo-setting.js';
import { runSeed } from '../src/seed/seed.js';
import { bearer, createAppWithAccounts, register } from './support/accounts.js';
import { createTestApp, type TestApp } from './support/test-app.js';

// Issue 20, point 3: the seed's demo content is flagged, visible as such, and removable in one go.

const welcomeNews = ['Share Your News on Lightgun Hub', 'Welcome!'];
const welcomeThread = 'Welcome to the Lightgun Hub forum!';

let t: TestApp;
let admin: string;
let member: string;

beforeAll(async () => {
  ({ t, admin, member } = await createAppWithAccounts());
});
afterAll(() => t.close());

const get = async <T>(app: TestApp, url: string, token?: string) =>
  (await app.request({ method: 'GET', url, headers: token ? bearer(token) : {} })).json<T>();
// Anonymous reads for the other apps of this file: what the seed writes is published.
const videos = async (app = t) =>
  (await get<VideoListResponse>(app, '/api/videos?limit=100', app === t ? admin : undefined)).videos;
const news = (app = t) => get<NewsArticle[]>(app, '/api/news?limit=100', app === t ? admin : undefined);
const threads = async (app = t) =>
  (await get<ForumCategoryWithThreads[]>(app, '/api/forum/categories')).flatMap((category) => category.threads);
const demoContent = (method: 'GET' | 'DELETE', token?: string) =>
  t.request({ method, url: '/api/admin/demo-content', headers: token ? bearer(token) : {} });
const removeDemo = (token?: string) => demoContent('DELETE', token);

describe('the seed', () => {
  it('flags every demo video, article and thread, and gives demo videos no views', async () => {
    const library = await videos();
    expect(library.length).toBeGreaterThanOrEqual(30);
    expect(library.every((video) => video.is_demo && video.views === 0)).toBe(true);

    const articles = await news();
    expect(articles.filter((article) => !article.is_demo).map((article) => article.title)).toEqual(welcomeNews);
    expect(articles.filter((article) => article.is_demo).length).toBeGreaterThan(0);

    const forum = await threads();
    expect(forum.filter((thread) => !thread.is_demo).map((thread) => thread.title)).toEqual([welcomeThread]);
    expect(forum.filter((thread) => thread.is_demo).length).toBeGreaterThan(0);
  });
});

describe('/api/admin/demo-content', () => {
  it('is for admins only: anonymous 401, member 403, and nothing removed', async () => {
    for (const method of ['GET', 'DELETE'] as const) {
      expect((await demoContent(method)).statusCode).toBe(401);
      expect((await demoContent(method, member)).statusCode).toBe(403);
    }
    expect((await videos()).length).toBeGreaterThan(0);
  });

  it('removes every demo row in one go, keeps the catalogue, the welcome posts and real content, and fixes post counts', async () => {
    const realVideo = await t.request({
      method: 'POST',
      url: '/api/videos',
      headers: bearer(admin),
      payload: {
        title: 'My first real upload',
        youtube_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
        category: 'arcade',
        description: 'Mine.',
      },
    });
    expect(realVideo.statusCode).toBe(200);
    // A member's reply in a demo thread goes with the thread, and leaves the member's count.
    const replier = await register(t);
    const demoThread = (await threads()).find((thread) => thread.is_demo);
    const reply = await t.request({
      method: 'POST',
      url: `/api/forum/threads/${demoThread?.id}/posts`,
      headers: bearer(replier.access_token),
      payload: { content: 'Me too!' },
    });
    expect(reply.statusCode).toBe(201);
    const statsBefore = await get<LightgunStats>(t, '/api/lightgun/stats');
    const demoCounts = {
      videos: (await videos()).filter((video) => video.is_demo).length,
      news: (await news()).filter((article) => article.is_demo).length,
      threads: (await threads()).filter((thread) => thread.is_demo).length,
    };

    expect((await demoContent('GET', admin)).json<DemoContentCounts>()).toEqual(demoCounts);

    const removed = await removeDemo(admin);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<DemoContentCounts>()).toEqual(demoCounts);

    expect((await videos()).map((video) => video.title)).toEqual(['My first real upload']);
    expect((await news()).map((article) => article.title)).toEqual(welcomeNews);
    expect((await threads()).map((thread) => thread.title)).toEqual([welcomeThread]);
    expect(await get<LightgunStats>(t, '/api/lightgun/stats')).toEqual(statsBefore);
    const [counts] = await t.dataSource.query<Array<{ member: number; admin: number; written: number }>>(
      `SELECT (SELECT post_count FROM users WHERE username = $1) AS member, (SELECT post_count FROM users WHERE username = 'admin') AS admin,
              (SELECT count(*)::int FROM forum_threads t JOIN users u ON u.id = t.author_id WHERE u.username = 'admin')
            + (SELECT count(*)::int FROM forum_posts p JOIN users u ON u.id = p.author_id WHERE u.username = 'admin') AS written`,
      [replier.username],
    );
    expect(counts).toEqual({ member: 0, admin: counts.written, written: counts.written });
  });

  it('answers zeros when removed again, and a restart does not seed the demo content back', async () => {
    const again = await removeDemo(admin);
    expect(again.statusCode).toBe(200);
    expect(again.json<DemoContentCounts>()).toEqual({ videos: 0, news: 0, threads: 0 });
    expect((await demoContent('GET', admin)).json<DemoContentCounts>()).toEqual({ videos: 0, news: 0, threads: 0 });
    await runSeed(t.dataSource, t.config, () => {}, { demo: true });
    expect((await videos()).map((video) => video.title)).toEqual(['My first real upload']);
  });
});

// Apps booted after `t` come last: Passport keeps one JWT strategy per process, the last app's, so
// `t` cannot check tokens once another app was closed.
describe('the seed on other databases', () => {
  it('adds no demo row with SEED_DEMO=false: the welcome posts, the forum categories and the catalogue only', async () => {
    const plain = await createTestApp({ ADMIN_PASSWORD: 'admin-pass-123' });
    try {
      await runSeed(plain.dataSource, plain.config, () => {}, { demo: demoContentWanted('false') });
      const counts = await plain.dataSource.query<
        Array<{ demo: number; videos: number; categories: number; games: number }>
      >(
        `SELECT (SELECT count(*) FROM videos WHERE is_demo) + (SELECT count(*) FROM news WHERE is_demo) + (SELECT count(*) FROM forum_threads WHERE is_demo) AS demo,
                (SELECT count(*) FROM videos)::int AS videos, (SELECT count(*) FROM forum_categories)::int AS categories, (SELECT count(*) FROM games)::int AS games`,
      );
      expect(counts[0]).toMatchObject({ demo: '0', videos: 0, categories: 5 });
      expect(counts[0].games).toBeGreaterThan(60);
      expect((await news(plain)).map((article) => article.title)).toEqual(welcomeNews);
      expect((await threads(plain)).map((thread) => thread.title)).toEqual([welcomeThread]);
    } finally {
      await plain.close();
    }
  });

  it('reads SEED_DEMO as on unless false, and refuses a value it cannot read', () => {
    expect([undefined, '', 'true', '1', 'YES'].map((value) => demoContentWanted(value))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['false', '0', 'no', ' Off '].map((value) => demoContentWanted(value))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(() => demoContentWanted('maybe')).toThrow('SEED_DEMO must be true or false, got "maybe"');
  });
});

describe('the migration on a database seeded before the flag', () => {
  it('recognises the rows the old seed wrote (placeholder YouTube ids, its titles) and zeroes their invented views', async () => {
    const old = await createTestApp({ ADMIN_PASSWORD: 'admin-pass-123' });
    try {
      await runSeed(old.dataSource, old.config, () => {}, { demo: true });
      const migration = new FlagDemoContent1795820003000();
      const runner = old.dataSource.createQueryRunner();
      try {
        // Back to the old schema, with invented views and a real video of the owner's beside them.
        await migration.down(runner);
        await runner.query(`UPDATE videos SET views = 152300`);
        await runner.query(
          `INSERT INTO videos (title, youtube_id, views, source, status, published_at) VALUES ('A real upload', 'dQw4w9WgXcQ', 42, 'youtube', 'published', now())`,
        );
        await migration.up(runner);
      } finally {
        await runner.release();
      }
      const library = await videos(old);
      expect(library.filter((video) => !video.is_demo).map((video) => [video.title, video.views])).toEqual([
        ['A real upload', 42],
      ]);
      expect(library.filter((video) => video.is_demo).every((video) => video.views === 0)).toBe(true);
      expect((await news(old)).filter((article) => !article.is_demo).map((article) => article.title)).toEqual(
        welcomeNews,
      );
      expect((await threads(old)).filter((thread) => !thread.is_demo).map((thread) => thread.title)).toEqual([
        welcomeThread,
      ]);
    } finally {
      await old.close();
    }
  });
});
