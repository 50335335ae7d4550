import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAppWithAccounts } from './support/accounts.js';
import type { TestApp } from './support/test-app.js';

// Every route of the OpenAPI document, as anonymous, member and admin, with hostile values in each
// path parameter, query parameter and body field: no answer is a 5xx, every refusal carries a
// `detail`, and a refused request writes nothing. Body fields come from the document's schemas; a
// body without a documented schema gets the fields our DTOs use (`fallbackFields`).

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: { $ref?: string } }> };
}
interface OpenApi {
  paths: Record<string, Partial<Record<Lowercase<Method>, Operation>>>;
  components?: { schemas?: Record<string, { properties?: Record<string, unknown> }> };
}

const hostileIds = ['01', '1e3', '+1', '%201', '-0', '0x10', '99999999999999999999', '-1', '1.5', '%00', 'null'];
const longText = 'x'.repeat(1_000_000);
const hostileValues: unknown[] = [
  null,
  '',
  'a\u0000b',
  '\uD800',
  -1,
  1e308,
  1.5,
  Number.MAX_SAFE_INTEGER + 2,
  ['x'],
  { nested: { deeper: true } },
  longText,
  true,
];
const fallbackFields = [
  'title',
  'content',
  'name',
  'description',
  'email',
  'username',
  'password',
  'tags',
  'genre',
  'views',
  'category_id',
  'vote_type',
  'status',
];
// Routes the walk must not call with a valid session: they end it, reach outside or never end (event streams).
const skipped = new Set([
  'POST /api/auth/logout',
  'POST /api/videos/sync-youtube',
  'GET /api/videos/sync-youtube/events',
  'GET /api/notifications/stream',
]);
// Tables whose content a refused request must leave alone (counters such as views or rate limits change on reads).
const guardedTables = [
  'users',
  'videos',
  'news',
  'games',
  'platforms',
  'forum_categories',
  'forum_posts',
  'forum_votes',
  'password_reset_tokens',
  'mail_outbox',
];

let t: TestApp;
let tokens: Record<'anonymous' | 'member' | 'admin', string | undefined>;
let document: OpenApi;

async function fingerprint(): Promise<string> {
  const parts = guardedTables.map(
    (table) =>
      `(SELECT md5(coalesce(string_agg(row_text, ',' ORDER BY row_text), '')) FROM (SELECT x::text AS row_text FROM ${table} x) rows)`,
  );
  const [row] = await t.dataSource.query<Array<{ digest: string }>>(
    `SELECT concat_ws('|', ${parts.join(', ')}) AS digest`,
  );
  return row.digest;
}

function bodyFields(operation: Operation): string[] {
  const ref = operation.requestBody?.content?.['application/json']?.schema?.$ref;
  const schema = ref ? document.components?.schemas?.[ref.split('/').pop() ?? ''] : undefined;
  const fields = Object.keys(schema?.properties ?? {});
  return fields.length > 0 ? fields : fallbackFields;
}

interface Probe {
  method: Method;
  url: string;
  payload?: unknown;
}

function probesFor(method: Method, path: string, operation: Operation): Probe[] {
  const pathParams = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
  const withIds = (value: string) =>
    pathParams.reduce((url, parameter) => url.replace(`{${parameter.name}}`, value), path);
  const probes: Probe[] = hostileIds.map((id) => ({
    method,
    url: withIds(id),
    payload: method === 'GET' || method === 'DELETE' ? undefined : {},
  }));
  // A real id (1 exists in every seeded table) with hostile query and body values; never a DELETE of it.
  if (method === 'DELETE') return probes;
  const url = withIds('1');
  for (const parameter of (operation.parameters ?? []).filter((entry) => entry.in === 'query')) {
    for (const value of hostileIds)
      probes.push({ method, url: `${url}${url.includes('?') ? '&' : '?'}${parameter.name}=${value}` });
    probes.push({ method, url: `${url}?${parameter.name}=${encodeURIComponent(longText.slice(0, 10_000))}` });
  }
  if (operation.requestBody || method === 'POST' || method === 'PUT' || method === 'PATCH') {
    for (const field of bodyFields(operation))
      for (const value of hostileValues) probes.push({ method, url, payload: { [field]: value } });
    probes.push({ method, url, payload: [] }, { method, url, payload: 'just text' });
    probes.push({ method, url, payload: `{"title":${'['.repeat(3000)}"x"${']'.repeat(3000)}}` });
  }
  return probes;
}

beforeAll(async () => {
  const booted = await createAppWithAccounts({
    RATE_LIMIT_PER_MINUTE: '1000000',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    FORUM_POST_RATE_LIMIT_PER_MINUTE: '1000000',
  });
  t = booted.t;
  tokens = { anonymous: undefined, member: booted.member, admin: booted.admin };
  document = (await t.request({ method: 'GET', url: '/api/docs-json' })).json<OpenApi>();
});
afterAll(() => t?.close());

describe('the fuzz walk over every route', () => {
  it(
    'never answers 5xx, always explains a refusal, and writes nothing when it refuses',
    { timeout: 600_000 },
    async () => {
      const failures: string[] = [];
      let probes = 0;
      for (const [path, operations] of Object.entries(document.paths)) {
        for (const [lower, operation] of Object.entries(operations)) {
          const method = lower.toUpperCase() as Method;
          if (skipped.has(`${method} ${path}`) || !operation) continue;
          for (const [role, token] of Object.entries(tokens)) {
            for (const probe of probesFor(method, path, operation)) {
              const before = await fingerprint();
              const headers: Record<string, string> = token ? bearer(token) : {};
              if (typeof probe.payload === 'string') headers['content-type'] = 'application/json';
              const response = await t.request({
                method: probe.method,
                url: probe.url,
                headers,
                payload: probe.payload as string | object | undefined,
              });
              probes += 1;
              const what = `${role} ${probe.method} ${probe.url.slice(0, 120)} ${JSON.stringify(probe.payload)?.slice(0, 80)}`;
              if (response.statusCode >= 500)
                failures.push(`${response.statusCode} ${what}: ${response.body.slice(0, 200)}`);
              if (response.statusCode >= 400 && response.statusCode < 500) {
                let detail: unknown;
                try {
                  detail = (JSON.parse(response.body) as { detail?: unknown }).detail;
                } catch {
                  detail = undefined;
                }
                if (detail === undefined || detail === '') failures.push(`no detail: ${what}`);
                if ((await fingerprint()) !== before) failures.push(`refused but wrote: ${what}`);
              }
            }
          }
        }
      }
      expect(probes).toBeGreaterThan(1000);
      expect(failures).toEqual([]);
    },
  );
});
