import type { Game, VideoListResponse } from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAppWithAccounts, newAccount } from './support/accounts.js';
import type { TestApp } from './support/test-app.js';

// Text no route can take answers 400 with a detail, never 500, and writes nothing.
let t: TestApp;
let admin: string;

// As text: JSON.stringify itself would overflow on the way out.
const nested = (depth: number) => `${'['.repeat(depth)}"x"${']'.repeat(depth)}`;

function expectBadRequest(response: { statusCode: number; body: string }, pattern: RegExp, what: string) {
  expect(response.statusCode, `${what}: ${response.body}`).toBe(400);
  expect(JSON.parse(response.body).detail, what).toMatch(pattern);
}

const userCount = async () =>
  Number((await t.dataSource.query<Array<{ count: string }>>('SELECT count(*) FROM users'))[0].count);

beforeAll(async () => {
  ({ t, admin } = await createAppWithAccounts({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' }));
});
afterAll(() => t?.close());

describe('a body nested thousands of levels deep', () => {
  it.each([
    ['POST', '/api/auth/login', (deep: string) => `{"username":${deep},"password":"x"}`],
    [
      'POST',
      '/api/auth/register',
      (deep: string) => JSON.stringify(newAccount()).replace(/}$/, `,"display_name":${deep}}`),
    ],
    [
      'POST',
      '/api/videos',
      (deep: string) => `{"title":"Deep","youtube_url":"https://youtu.be/abcdefghijk","tags":${deep}}`,
    ],
  ] as const)('%s %s answers 400', async (method, url, body) => {
    const users = await userCount();
    const headers = { ...bearer(admin), 'content-type': 'application/json' };
    expectBadRequest(await t.request({ method, url, headers, payload: body(nested(5000)) }), /nested/, url);
    expect(await userCount()).toBe(users);
  });
});

describe('half of a surrogate pair', () => {
  it('is refused in an email on register, forgot and reset, writing no account', async () => {
    const users = await userCount();
    expectBadRequest(
      await t.request({
        method: 'POST',
        url: '/api/auth/register',
        payload: { ...newAccount(), email: 'a\uD800@example.com' },
      }),
      /Unicode/,
      'register',
    );
    expectBadRequest(
      await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'a\uDC00@example.com' } }),
      /Unicode/,
      'forgot',
    );
    expect(await userCount()).toBe(users);
  });

  it('is refused in video tags and game genres, and the rows stay as they were', async () => {
    const listed = (await t.request({ method: 'GET', url: '/api/videos/?limit=1' })).json<VideoListResponse>()
      .pagination.total_count;
    const video = { title: 'Surrogate', youtube_url: 'https://youtu.be/abcdefghijk', tags: ['ok', '\uD83D'] };
    expectBadRequest(
      await t.request({ method: 'POST', url: '/api/videos', headers: bearer(admin), payload: video }),
      /Unicode/,
      'video tags',
    );
    expect(
      (await t.request({ method: 'GET', url: '/api/videos/?limit=1' })).json<VideoListResponse>().pagination
        .total_count,
    ).toBe(listed);
    const game = (await t.request({ method: 'GET', url: '/api/lightgun/games/1' })).json<Game>();
    expectBadRequest(
      await t.request({
        method: 'PATCH',
        url: '/api/lightgun/games/1',
        headers: bearer(admin),
        payload: { genre: ['Shooter\uDFFF'] },
      }),
      /Unicode/,
      'genre',
    );
    expect((await t.request({ method: 'GET', url: '/api/lightgun/games/1' })).json<Game>().genre).toEqual(game.genre);
  });

  it('leaves whole emoji alone', async () => {
    const response = await t.request({
      method: 'PATCH',
      url: '/api/lightgun/games/1',
      headers: bearer(admin),
      payload: { genre: ['Shooter 🔫'] },
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});
