import type { FeedItem, FeedResponse } from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAppWithAccounts } from './support/accounts.js';
import type { TestApp } from './support/test-app.js';

let t: TestApp;
let member: string;
let admin: string;

const feed = async (query = '') => t.request({ method: 'GET', url: `/api/feed${query}` });
const count = async (sql: string) => Number((await t.dataSource.query<Array<{ count: string }>>(sql))[0].count);

/** The feed as it is defined, read straight from the tables: the reference every page must match. */
async function expectedFeed(): Promise<string[]> {
  const rows = await t.dataSource.query<Array<{ type: FeedItem['type']; id: number; title: string; at: Date }>>(`
    SELECT * FROM (SELECT 'video' AS type, id, title, coalesce(published_at, created_at) AS at FROM videos WHERE status = 'published'
                   ORDER BY published_at DESC NULLS LAST, id DESC LIMIT 50) AS videos
    UNION ALL SELECT 'news', id, title, created_at FROM news WHERE status = 'published'
    UNION ALL SELECT * FROM (SELECT 'thread', id, title, created_at FROM forum_threads ORDER BY created_at DESC, id DESC LIMIT 20) AS threads`);
  const pinned = (row: { type: string; title: string }) => row.type === 'news' && row.title === 'Welcome!';
  return rows
    .map((row) => ({ ...row, date: row.at.toISOString() }))
    .sort(
      (a, b) =>
        Number(pinned(b)) - Number(pinned(a)) ||
        b.date.localeCompare(a.date) ||
        a.type.localeCompare(b.type) ||
        b.id - a.id,
    )
    .map((row) => `${row.type} ${row.id}`);
}

beforeAll(async () => {
  ({ t, member, admin } = await createAppWithAccounts());
});
afterAll(() => t.close());

describe('GET /api/feed', () => {
  it("gives 10 items a page, the 'Welcome!' news first, then newest first", async () => {
    const response = await feed();
    expect(response.statusCode).toBe(200);
    const body = response.json<FeedResponse>();
    expect(body.items).toHaveLength(10);
    expect(body.items[0]).toMatchObject({ type: 'news', title: 'Welcome!' });
    const dates = body.items.slice(1).map((item) => item.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.pagination).toMatchObject({ page: 1, limit: 10, has_prev: false, has_next: true });
  });

  it('merges at most 50 published videos, every published news and the newest 20 threads', async () => {
    const expected =
      Math.min(50, await count(`SELECT count(*) FROM videos WHERE status = 'published'`)) +
      (await count(`SELECT count(*) FROM news WHERE status = 'published'`)) +
      Math.min(20, await count('SELECT count(*) FROM forum_threads'));
    const first = (await feed()).json<FeedResponse>();
    expect(first.pagination.total_count).toBe(expected);
    expect(first.pagination.total_pages).toBe(Math.ceil(expected / 10));
    const last = (await feed(`?page=${first.pagination.total_pages}`)).json<FeedResponse>();
    expect(last.items.length).toBe(expected - (first.pagination.total_pages - 1) * 10);
    expect(last.pagination).toMatchObject({ has_next: false, has_prev: true });
  });

  it('shows each kind with its page address, and a new thread at the top after Welcome!', async () => {
    const categories = (await t.request({ method: 'GET', url: '/api/forum/categories' })).json<Array<{ id: number }>>();
    const created = await t.request({
      method: 'POST',
      url: `/api/forum/categories/${categories[0].id}/threads`,
      headers: bearer(member),
      payload: { title: 'Fresh **thread**', content: 'Hello *there*, [link](https://example.com)' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: number }>().id;
    const items = (await feed()).json<FeedResponse>().items;
    expect(items[1]).toMatchObject({
      type: 'thread',
      id,
      title: 'Fresh **thread**',
      excerpt: 'Hello there, link',
      thumbnail: null,
      url: `/forum/thread/${id}`,
    });
    const all = await Promise.all(
      [1, 2, 3, 4, 5].map(async (page) => (await feed(`?page=${page}`)).json<FeedResponse>().items),
    );
    const video = all.flat().find((item) => item.type === 'video');
    expect(video?.url).toBe(`/video/${video?.id}`);
    expect(video?.thumbnail).toMatch(/^https:\/\//);
    expect(all.flat().find((item) => item.type === 'news')?.url).toMatch(/^\/news\/\d+$/);
  });

  it('leaves out pending videos and news', async () => {
    const video = await t.request({
      method: 'POST',
      url: '/api/videos',
      headers: bearer(member),
      payload: {
        title: 'Pending clip zz',
        youtube_url: 'https://youtu.be/pendingclip',
        category: 'arcade',
        description: 'x',
      },
    });
    expect(video.statusCode).toBe(200);
    const news = await t.request({
      method: 'POST',
      url: '/api/news',
      headers: bearer(member),
      payload: { title: 'Pending news zz', description: 'x', content: 'y' },
    });
    expect(news.statusCode).toBe(201);
    const pages = (await feed()).json<FeedResponse>().pagination.total_pages;
    const titles = (
      await Promise.all(
        Array.from({ length: pages }, async (_, i) => (await feed(`?page=${i + 1}`)).json<FeedResponse>().items),
      )
    )
      .flat()
      .map((item) => item.title);
    expect(titles).not.toContain('Pending clip zz');
    expect(titles).not.toContain('Pending news zz');
  });

  it.each(['?page=0', '?page=abc', '?page=-1', '?page=1.5', '?page=99999'])(
    'answers 400 with a detail for %s',
    async (query) => {
      const response = await feed(query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, detail: expect.stringContaining('page') });
    },
  );

  it('pages exactly as the whole feed would, many news included: Welcome! first, then by date to the millisecond', async () => {
    for (let i = 0; i < 14; i += 1) {
      const created = await t.request({
        method: 'POST',
        url: '/api/news',
        headers: bearer(admin),
        payload: { title: `Paged news ${i}`, description: 'd', content: 'x' },
      });
      expect(created.statusCode).toBe(201);
    }
    // Eight articles newest of all, then four in one millisecond across the end of page 1: the feed
    // reads dates to the millisecond, so the higher id goes first, not the later microsecond.
    await t.dataSource.query(
      `UPDATE news SET created_at = '2099-01-02T00:00:00Z'::timestamptz + (substring(title from 12)::int * interval '1 second') WHERE title ~ '^Paged news ([6-9]|1[0-3])$'`,
    );
    await t.dataSource.query(
      `UPDATE news SET created_at = '2099-01-01T00:00:00.000100Z' WHERE title IN ('Paged news 2', 'Paged news 3', 'Paged news 4')`,
    );
    await t.dataSource.query(`UPDATE news SET created_at = '2099-01-01T00:00:00.000900Z' WHERE title = 'Paged news 1'`);
    await t.dataSource.query(`UPDATE news SET created_at = '1999-01-01T00:00:00Z' WHERE title = 'Paged news 5'`);
    const expected = await expectedFeed();
    const first = (await feed()).json<FeedResponse>();
    expect(first.pagination.total_count).toBe(expected.length);
    const pageOf = async (page: number) =>
      (await feed(`?page=${page}`)).json<FeedResponse>().items.map((item) => `${item.type} ${item.id}`);
    expect(first.items[0]).toMatchObject({ type: 'news', title: 'Welcome!' });
    expect(first.items.slice(8).map((item) => item.title)).toEqual(['Paged news 6', 'Paged news 4']);
    const second = await pageOf(2);
    expect(second).toEqual(expected.slice(10, 20));
    expect(
      (await feed('?page=2'))
        .json<FeedResponse>()
        .items.slice(0, 3)
        .map((item) => item.title),
    ).toEqual(['Paged news 3', 'Paged news 2', 'Paged news 1']);
    const last = first.pagination.total_pages;
    expect(await pageOf(last)).toEqual(expected.slice((last - 1) * 10));
    const everyPage = await Promise.all(Array.from({ length: last }, (_, i) => pageOf(i + 1)));
    expect(everyPage.flat()).toEqual(expected);
    expect((await feed(`?page=${last + 1}`)).json()).toEqual({ detail: `page must be at most ${last}`, status: 400 });
  });
});
