import type { AdminOverview } from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAppWithAccounts } from './support/accounts.js';
import type { TestApp } from './support/test-app.js';

let t: TestApp;
let admin: string;
let member: string;

const overview = (token?: string) =>
  t.request({ method: 'GET', url: '/api/admin/overview', headers: token ? bearer(token) : {} });

async function count(sql: string): Promise<number> {
  const [row] = await t.dataSource.query<Array<{ count: string }>>(sql);
  return Number(row.count);
}

beforeAll(async () => {
  ({ t, admin, member } = await createAppWithAccounts());
});
afterAll(() => t.close());

describe('GET /api/admin/overview', () => {
  it('needs a login (401) and the admin role (403)', async () => {
    expect((await overview()).statusCode).toBe(401);
    const forbidden = await overview(member);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ status: 403, detail: expect.any(String) });
    await t.dataSource.query(`UPDATE users SET role = 'moderator' WHERE role = 'regular'`);
    expect((await overview(member)).statusCode).toBe(403);
    await t.dataSource.query(`UPDATE users SET role = 'regular' WHERE role = 'moderator'`);
  });

  it('counts the real tables and lists what waits for approval, newest first', async () => {
    const video = await t.request({
      method: 'POST',
      url: '/api/videos',
      headers: bearer(member),
      payload: {
        title: 'Member clip',
        youtube_url: 'https://youtu.be/abcdefghijk',
        category: 'arcade',
        description: 'A clip',
      },
    });
    expect(video.statusCode).toBe(200);
    const news = await t.request({
      method: 'POST',
      url: '/api/news',
      headers: bearer(member),
      payload: { title: 'Member news', description: 'Excerpt', content: 'Body' },
    });
    expect(news.statusCode).toBe(201);

    const response = await overview(admin);
    expect(response.statusCode).toBe(200);
    const body = response.json<AdminOverview>();
    expect(body.counts).toEqual({
      videos: await count('SELECT count(*) FROM videos'),
      games: await count('SELECT count(*) FROM games'),
      users: await count('SELECT count(*) FROM users'),
      pending_videos: await count(`SELECT count(*) FROM videos WHERE status = 'pending'`),
      pending_news: await count(`SELECT count(*) FROM news WHERE status = 'pending'`),
    });
    expect(body.counts).toMatchObject({ users: 2, pending_videos: 1, pending_news: 1 });
    expect(body.counts.videos).toBeGreaterThan(1);
    expect(body.counts.games).toBeGreaterThan(100);
    expect(body.pending.map((item) => [item.type, item.id, item.title, item.url])).toEqual([
      ['news', news.json<{ id: number }>().id, 'Member news', `/news/${news.json<{ id: number }>().id}`],
      ['video', video.json<{ id: number }>().id, 'Member clip', `/video/${video.json<{ id: number }>().id}`],
    ]);
  });

  it('gives the 5 most recently added videos and follows a new one', async () => {
    const before = (await overview(admin)).json<AdminOverview>();
    expect(before.recent_videos).toHaveLength(5);
    const added = await t.request({
      method: 'POST',
      url: '/api/videos',
      headers: bearer(admin),
      payload: {
        title: 'Fresh upload',
        youtube_url: 'https://www.youtube.com/watch?v=zyxwvutsrqp',
        category: 'modern',
        description: 'New',
      },
    });
    expect(added.statusCode).toBe(200);
    const after = (await overview(admin)).json<AdminOverview>();
    expect(after.counts.videos).toBe(before.counts.videos + 1);
    expect(after.recent_videos.map((v) => v.title)).toEqual([
      'Fresh upload',
      ...before.recent_videos.slice(0, 4).map((v) => v.title),
    ]);
  });
});
