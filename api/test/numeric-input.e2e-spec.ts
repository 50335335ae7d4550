import type { ForumCategoryWithThreads, Platform, VideoListResponse } from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAppWithAccounts } from './support/accounts.js';
import type { TestApp } from './support/test-app.js';

// No 500 from a number: every numeric query parameter, path id and body field out of range is a
// 400 or 422 with a detail, before PostgreSQL sees it (`bigint out of range`, `integer out of range`).
let t: TestApp;
let admin: string;
let categoryId: number;
let platformId: number;

/** Texts that are no id or page number PostgreSQL's integer takes. */
const badNumbers = [
  '99999999999999999999',
  '2147483648',
  '9007199254740993',
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  'NaN',
  'Infinity',
  '%201',
  '1%00',
];

/** Ids that mean 1 or 1000 only after a conversion: refused, so a mistyped id never reaches another row. */
const nonCanonicalIds = ['01', '00000000001', '+1', '-0', '%201', '1%20'];

interface ErrorBody {
  detail: unknown;
  status: number;
}

function expectRefused(response: { statusCode: number; body: string }, what: string) {
  expect([400, 422], `${what}: ${response.statusCode} ${response.body}`).toContain(response.statusCode);
  const body = JSON.parse(response.body) as ErrorBody;
  expect(body.status, what).toBe(response.statusCode);
  expect(typeof body.detail === 'string' ? body.detail : (body.detail as unknown[]).length, what).toBeTruthy();
}

beforeAll(async () => {
  ({ t, admin } = await createAppWithAccounts());
  categoryId = (await t.request({ method: 'GET', url: '/api/forum/categories' })).json<ForumCategoryWithThreads[]>()[0]
    .id;
  platformId = (await t.request({ method: 'GET', url: '/api/lightgun/platforms' })).json<Platform[]>()[0].id;
});
afterAll(() => t?.close());

describe('numeric query parameters', () => {
  const queries = [
    '/api/videos/?page=',
    '/api/videos/?limit=',
    '/api/feed?page=',
    '/api/forum/search?q=light&category_id=',
  ];

  it.each(queries)('%s answers 400 with a detail for every value out of range', async (query) => {
    for (const value of badNumbers)
      expectRefused(await t.request({ method: 'GET', url: `${query}${value}` }), `${query}${value}`);
  });

  it('takes the largest page number there is: an empty page of videos', async () => {
    const response = await t.request({ method: 'GET', url: '/api/videos/?page=2147483647&limit=100' });
    expect(response.statusCode).toBe(200);
    expect(response.json<VideoListResponse>()).toMatchObject({
      videos: [],
      pagination: { page: 2147483647, limit: 100, has_next: false },
    });
    // The feed answers a page past its last with 400 by design; still no 500.
    expect((await t.request({ method: 'GET', url: '/api/feed?page=2147483647' })).json()).toMatchObject({
      status: 400,
      detail: expect.stringMatching(/^page must be at most \d+$/),
    });
  });

  it('answers the page number of the issue with 400, not 500', async () => {
    expect((await t.request({ method: 'GET', url: '/api/videos/?page=99999999999999999999' })).json()).toEqual({
      detail: 'page must be a whole number from 1 to 2147483647',
      status: 400,
    });
  });
});

describe('ids in the path, on every route that has one', () => {
  interface Operation {
    parameters?: Array<{ name: string; in: string }>;
  }

  // Every route with an id times eight values, one request at a time: about 4 s on a quiet machine,
  // and it grows with the API, so it gets more than the default 30 s.
  it('answers 400 or 422 with a detail for every id out of range', { timeout: 90_000 }, async () => {
    const document = (await t.request({ method: 'GET', url: '/api/docs-json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const routes = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) =>
          operation.parameters?.some((parameter) => parameter.in === 'path' && parameter.name === 'id'),
        )
        .map(([method, operation]) => ({
          method: method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
          path,
          operation,
        })),
    );
    // Videos, news, users, forum categories, threads and posts, games and platforms.
    expect(routes.length).toBeGreaterThanOrEqual(30);
    for (const { method, path, operation } of routes) {
      for (const value of [...badNumbers, ...nonCanonicalIds]) {
        let url = path.replace('{id}', value);
        // Any other path parameter gets a valid value, so the id alone is out of range.
        for (const parameter of operation.parameters ?? [])
          if (parameter.in === 'path' && parameter.name !== 'id') url = url.replace(`{${parameter.name}}`, '1');
        expectRefused(await t.request({ method, url, headers: bearer(admin), payload: {} }), `${method} ${url}`);
      }
    }
  });

  it('deletes nothing when an id is written as 01 or 1e3', async () => {
    const before = (await t.request({ method: 'GET', url: '/api/news/1' })).statusCode;
    expect(before).toBe(200);
    for (const id of ['01', '1e0', '+1', '0001'])
      expectRefused(await t.request({ method: 'DELETE', url: `/api/news/${id}`, headers: bearer(admin) }), id);
    expect((await t.request({ method: 'GET', url: '/api/news/1' })).statusCode).toBe(200);
  });

  it('answers a screenshot or sitemap number out of range with 404: they are file names', async () => {
    for (const number of ['99999999999999999999', '0', '21', '1e3']) {
      expect(
        (await t.request({ method: 'GET', url: `/api/lightgun/games/1/screenshot-${number}.svg` })).statusCode,
      ).toBe(404);
      expect((await t.request({ method: 'GET', url: `/sitemaps/${number}.xml` })).statusCode).toBe(404);
    }
  });
});

describe('numeric body fields', () => {
  const video = { title: 'Numbers', youtube_url: 'https://youtu.be/numbers0001', category: 'arcade' };
  let made = 0;

  async function videoAnswers(field: string, values: unknown[]) {
    made += 1;
    const created = await t.request({
      method: 'POST',
      url: '/api/videos',
      headers: bearer(admin),
      payload: { ...video, youtube_url: `https://youtu.be/numbers${String(made).padStart(4, '9')}` },
    });
    expect(created.statusCode).toBe(200);
    const id = created.json<{ id: number }>().id;
    for (const value of values) {
      for (const [method, url] of [
        ['POST', '/api/videos'],
        ['PUT', `/api/videos/${id}`],
      ] as const) {
        const response = await t.request({
          method,
          url,
          headers: bearer(admin),
          payload: { ...video, [field]: value },
        });
        expectRefused(response, `${method} ${url} ${field}=${JSON.stringify(value)}`);
        expect(response.statusCode).toBe(422);
      }
    }
    await t.request({ method: 'DELETE', url: `/api/videos/${id}`, headers: bearer(admin) });
  }

  it('refuses views a PostgreSQL integer cannot hold, and any that is not a whole number (null included)', async () => {
    await videoAnswers('views', [2_147_483_648, 1e20, -1, 1.5, '12', 1e308, null]);
    // The other NOT NULL fields: null is no value to store either.
    for (const field of ['thumbnail', 'duration', 'tags']) await videoAnswers(field, [null]);
    // A literal too large for a double reads as Infinity.
    const raw = await t.request({
      method: 'POST',
      url: '/api/videos',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      payload: `{"title":"Raw","youtube_url":"https://youtu.be/numbers0003","views":1e400}`,
    });
    expectRefused(raw, 'views 1e400');
  });

  it('refuses a publishedAt that is no real date of years 1 to 9999', async () => {
    await videoAnswers('publishedAt', [
      '2024-02-30',
      '2024-13-01',
      '0000-01-01',
      '-4714-01-01T00:00:00Z',
      '99999-01-01',
      '+275760-09-13T00:00:00Z',
      '2024-W01-1',
      20240101,
    ]);
  });

  it('refuses a duration with 60 or more minutes or seconds after a larger unit', async () => {
    await videoAnswers('duration', ['10:75', '1:60:00', '1:02:60', '100:00', '1:2:03', 99]);
  });

  it('keeps the largest values it takes', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/videos',
      headers: bearer(admin),
      payload: {
        ...video,
        youtube_url: 'https://youtu.be/numbers0004',
        views: 2_147_483_647,
        duration: '99:59:59',
        publishedAt: '9999-12-31T23:59:59Z',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ views: 2_147_483_647, duration: '99:59:59' });
  });

  it("refuses a thread's category_id out of range", async () => {
    for (const category_id of [2_147_483_648, 1e20, 1.5, -1, '1']) {
      const response = await t.request({
        method: 'POST',
        url: `/api/forum/categories/${categoryId}/threads`,
        headers: bearer(admin),
        payload: { title: 'Numbers', content: 'Out of range', category_id },
      });
      expectRefused(response, `category_id=${category_id}`);
    }
  });

  it("refuses a game's platform_id and release_year out of range, on create and update", async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/lightgun/games',
      headers: bearer(admin),
      payload: { title: 'Numbers game', platform_id: platformId },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: number }>().id;
    const bad: Array<[string, unknown]> = [
      ...[2_147_483_648, 1e20, 0, -1, 1.5, '7'].map((value): [string, unknown] => ['platform_id', value]),
      ...[99_999, '99999', 1e20, 1949, 2101, -1, 1999.5].map((value): [string, unknown] => ['release_year', value]),
    ];
    for (const [field, value] of bad) {
      for (const [method, url] of [
        ['POST', '/api/lightgun/games'],
        ['PATCH', `/api/lightgun/games/${id}`],
      ] as const) {
        const payload = { title: `Numbers ${field}`, platform_id: platformId, [field]: value };
        expectRefused(
          await t.request({ method, url, headers: bearer(admin), payload }),
          `${method} ${url} ${field}=${JSON.stringify(value)}`,
        );
      }
    }
  });
});
