import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';

// /api/docs documents every route: a typed success answer (a schema, or the content type of a file,
// feed or stream), typed query parameters, and the one error body for the refusals it gives.

interface Schema {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  minimum?: number;
  nullable?: boolean;
  items?: Schema;
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  schema?: Schema;
}
interface Response {
  description?: string;
  headers?: Record<string, { schema?: Schema }>;
  content?: Record<string, { schema?: Schema }>;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: unknown;
  responses: Record<string, Response>;
}
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

let t: TestApp;
let document: OpenApi;

const schemaOf = (ref: string | undefined): Schema =>
  document.components.schemas[(ref ?? '').replace('#/components/schemas/', '')] ?? {};
const operations = () =>
  Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, operation })),
  );
const jsonSchema = (response: Response | undefined) => response?.content?.['application/json']?.schema;

beforeAll(async () => {
  t = await createTestApp();
  document = (await t.request({ method: 'GET', url: '/api/docs-json' })).json<OpenApi>();
});
afterAll(() => t?.close());

describe('/api/docs', () => {
  it('gives every operation a success answer with a schema or a content type', () => {
    expect(operations().length).toBeGreaterThanOrEqual(60);
    const undocumented = operations().flatMap(({ route, operation }) => {
      const successes = Object.entries(operation.responses).filter(([status]) => /^2\d\d$/.test(status));
      if (successes.length === 0) return [`${route}: no 2xx answer`];
      // 204 No Content has no body to type.
      return successes
        .filter(([status]) => status !== '204')
        .filter(
          ([, response]) =>
            !Object.values(response.content ?? {}).some((media) => media.schema?.$ref || media.schema?.type),
        )
        .map(([status]) => `${route} ${status}: no schema or content type`);
    });
    expect(undocumented).toEqual([]);
  });

  it('answers every refusal it documents with the one { detail, status } body, and a body route documents 422', () => {
    const problems = operations().flatMap(({ route, operation }) => {
      const errors = Object.entries(operation.responses).filter(([status]) => /^[45]\d\d$/.test(status));
      const wrongBody = errors
        .filter(([, response]) => jsonSchema(response)?.$ref !== '#/components/schemas/ApiErrorResponse')
        .map(([status]) => `${route} ${status}`);
      return operation.requestBody && !operation.responses['422']
        ? [...wrongBody, `${route}: a body without 422`]
        : wrongBody;
    });
    expect(problems).toEqual([]);
    expect(Object.keys(schemaOf('ApiErrorResponse').properties ?? {})).toEqual(['detail', 'status']);
  });

  it('types every query parameter a route reads: integers from 1, enums for choices', () => {
    const queries = Object.fromEntries(
      operations()
        .map(
          ({ route, operation }) =>
            [route, (operation.parameters ?? []).filter((parameter) => parameter.in === 'query')] as const,
        )
        .filter(([, parameters]) => parameters.length > 0)
        .map(([route, parameters]) => [
          route,
          Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.schema])),
        ]),
    );
    const wholeNumber = expect.objectContaining({ type: 'integer', minimum: 1 });
    const text = expect.objectContaining({ type: 'string' });
    // Slugs, the ids of older clients, and the order.
    const setupFilter = {
      gun: text,
      display: text,
      play: text,
      gun_id: wholeNumber,
      display_id: wholeNumber,
      play_mode_id: wholeNumber,
      sort: expect.objectContaining({ enum: ['title', 'tier'] }),
    };
    const reportPage = {
      page: wholeNumber,
      limit: wholeNumber,
      sort: { type: 'string', enum: ['recent', 'helpful'], default: 'recent' },
    };
    expect(queries).toEqual({
      'GET /api/videos': {
        page: wholeNumber,
        limit: wholeNumber,
        category: expect.objectContaining({ enum: ['all', 'on-rail', 'gallery', 'arcade', 'modern'] }),
        game_id: wholeNumber,
      },
      'GET /api/videos/search': { q: expect.objectContaining({ type: 'string' }) },
      'GET /api/feed': { page: wholeNumber },
      'GET /api/forum/categories/{id}/threads': {
        page: wholeNumber,
        limit: wholeNumber,
        sort: expect.objectContaining({ enum: ['latest', 'popular', 'most_replies'] }),
      },
      'GET /api/forum/threads/{id}': { page: wholeNumber, limit: wholeNumber, post: wholeNumber },
      'GET /api/forum/threads/{id}/posts': { page: wholeNumber, limit: wholeNumber },
      'GET /api/forum/threads/unread': { page: wholeNumber, limit: wholeNumber },
      'GET /api/forum/threads/new': { page: wholeNumber, limit: wholeNumber },
      'GET /api/users/search': { q: expect.objectContaining({ type: 'string' }), limit: wholeNumber },
      'GET /api/notifications': { page: wholeNumber, limit: wholeNumber },
      'POST /api/notifications/unsubscribe': { token: expect.objectContaining({ type: 'string' }) },
      'GET /api/lightgun/games/{id}/threads': { page: wholeNumber, limit: wholeNumber },
      'GET /api/users/{username}/threads': { page: wholeNumber, limit: wholeNumber },
      'GET /api/users/{username}/replies': { page: wholeNumber, limit: wholeNumber },
      'GET /api/auth/me/submissions': { page: wholeNumber, limit: wholeNumber },
      'GET /api/news': {
        page: wholeNumber,
        limit: wholeNumber,
        q: expect.objectContaining({ type: 'string' }),
        category: expect.objectContaining({
          enum: [
            'all',
            'General',
            'game-releases',
            'hardware-reviews',
            'indie-spotlight',
            'industry-news',
            'community',
          ],
        }),
        until: expect.objectContaining({ type: 'string', format: 'date-time' }),
      },
      'GET /api/auth/users': { page: wholeNumber, limit: wholeNumber, q: expect.objectContaining({ type: 'string' }) },
      'GET /api/forum/search': {
        q: expect.objectContaining({ type: 'string' }),
        page: wholeNumber,
        limit: wholeNumber,
        category_id: wholeNumber,
      },
      'GET /api/lightgun/platforms/{name}': setupFilter,
      'GET /api/lightgun/games': {
        ...setupFilter,
        q: expect.objectContaining({ type: 'string' }),
        page: wholeNumber,
        limit: wholeNumber,
      },
      'GET /api/lightgun/games/{id}/reports': reportPage,
      'GET /api/lightgun/setups/{gun}/{display}': { play: text },
      'GET /api/users/{username}/reports': reportPage,
      'GET /api/admin/youtube/sync-runs': { limit: wholeNumber },
    });
  });

  it('describes the answers themselves', () => {
    const list = jsonSchema(document.paths['/api/videos'].get.responses['200']);
    const listProperties = schemaOf(list?.$ref).properties ?? {};
    expect(listProperties.videos).toMatchObject({
      type: 'array',
      items: { $ref: '#/components/schemas/VideoResponse' },
    });
    expect(schemaOf('VideoResponse').properties).toMatchObject({
      id: { type: 'integer' },
      title: { type: 'string' },
      category: { enum: ['on-rail', 'gallery', 'arcade', 'modern'] },
      published_at: { type: 'string', nullable: true },
    });
    expect(schemaOf(listProperties.pagination?.$ref).properties).toMatchObject({
      page: { type: 'integer' },
      total_pages: { type: 'integer' },
      has_next: { type: 'boolean' },
    });
    const feedItems = schemaOf(jsonSchema(document.paths['/api/feed'].get.responses['200'])?.$ref).properties?.items;
    expect(schemaOf(feedItems?.items?.$ref).properties).toMatchObject({
      type: { enum: ['video', 'news', 'thread'] },
      thumbnail: { nullable: true },
    });
    expect(jsonSchema(document.paths['/api/news'].get.responses['200'])).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/NewsArticleResponse' },
    });
    expect(jsonSchema(document.paths['/api/news'].post.responses['201'])).toEqual({
      $ref: '#/components/schemas/NewsArticleDetailResponse',
    });
  });

  it('documents the X-Pagination header of the lists that answer a bare array', () => {
    for (const path of ['/api/news', '/api/auth/users']) {
      expect(document.paths[path].get.responses['200'].headers?.['X-Pagination']?.schema, path).toEqual({
        $ref: '#/components/schemas/PaginationResponse',
      });
    }
  });

  it('gives the content type of answers that are no JSON', () => {
    expect(Object.keys(document.paths['/api/news/rss.xml'].get.responses['200'].content ?? {})).toEqual([
      'application/rss+xml',
    ]);
    expect(
      Object.keys(document.paths['/api/lightgun/games/{id}/cover.svg'].get.responses['200'].content ?? {}),
    ).toEqual(['image/svg+xml']);
    expect(Object.keys(document.paths['/api/videos/sync-youtube/events'].get.responses['200'].content ?? {})).toEqual([
      'text/event-stream',
    ]);
    // A refused artwork request is still the JSON error body.
    expect(jsonSchema(document.paths['/api/lightgun/games/{id}/cover.svg'].get.responses['404'])).toEqual({
      $ref: '#/components/schemas/ApiErrorResponse',
    });
  });
});

describe('the Swagger UI at /api/docs', () => {
  const policyOf = (header: unknown) =>
    Object.fromEntries(
      String(header)
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .map(([name, ...sources]) => [name, sources]),
    );

  it.each(['/api/docs', '/api/docs/', '/api/docs/index.html'])(
    '%s carries a strict Content-Security-Policy: no inline or remote script',
    async (url) => {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(policyOf(response.headers['content-security-policy'])).toEqual({
        'default-src': ["'none'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'base-uri': ["'none'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      });
    },
  );

  it.each(['/api/docs', '/api/docs/'])(
    '%s loads under that policy: every script is a file, and it and every stylesheet and icon answer',
    async (url) => {
      const page = (await t.request({ method: 'GET', url })).body;
      const scripts = [...page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length).toBeGreaterThanOrEqual(3);
      for (const [, attributes, body] of scripts) {
        expect(attributes, 'a file').toMatch(/\bsrc=/);
        expect(body.trim(), 'nothing inline').toBe('');
      }
      const files = [...page.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)=["']([^"']+)["']/g)].map(
        ([, file]) => new URL(file, `http://api.test${url}`).pathname,
      );
      expect(files).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/swagger-ui\.css$/),
          expect.stringMatching(/swagger-ui-bundle\.js$/),
          expect.stringMatching(/swagger-ui-standalone-preset\.js$/),
          expect.stringMatching(/swagger-ui-init\.js$/),
        ]),
      );
      for (const file of files) {
        const response = await t.request({ method: 'GET', url: file });
        expect(response.statusCode, file).toBe(200);
        expect(response.headers['content-type'], file).toMatch(
          file.endsWith('.css') ? /^text\/css/ : file.endsWith('.js') ? /javascript/ : /^image\//,
        );
      }
    },
  );

  it('hands the UI the document in its init script, and serves it as JSON', async () => {
    const init = await t.request({ method: 'GET', url: '/api/docs/swagger-ui-init.js' });
    expect(init.body).toContain('"title": "Lightgun Hub API"');
    const json = await t.request({ method: 'GET', url: '/api/docs-json' });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toMatchObject({ openapi: expect.any(String), info: { title: 'Lightgun Hub API' } });
  });

  it('leaves the API’s JSON answers without the docs’ policy', async () => {
    const response = await t.request({ method: 'GET', url: '/api/videos' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBeUndefined();
  });
});
