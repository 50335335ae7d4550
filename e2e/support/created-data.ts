import type { APIRequestContext, PlaywrightWorkerArgs } from '@playwright/test';
import { adminCredentials } from './constants.js';

/**
 * What a test creates on the site, found from the API's 201 answers, and how an admin deletes it
 * again: so a run against a deployment (E2E_BASE_URL) leaves its database as it found it.
 */
type Rule = {
  method: string;
  path: RegExp;
  deletePath: (body: Record<string, unknown>, match: RegExpMatchArray) => string | undefined;
};

const idOf = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : undefined);
const at = (prefix: string, id: unknown) => (idOf(id) === undefined ? undefined : `${prefix}/${id as number}`);

const rules: Rule[] = [
  { method: 'POST', path: /^\/api\/videos\/?$/, deletePath: (body) => at('/api/videos', body.id) },
  { method: 'POST', path: /^\/api\/news\/?$/, deletePath: (body) => at('/api/news', body.id) },
  { method: 'POST', path: /^\/api\/forum\/categories\/?$/, deletePath: (body) => at('/api/forum/categories', body.id) },
  {
    method: 'POST',
    path: /^\/api\/forum\/categories\/\d+\/threads$/,
    deletePath: (body) => at('/api/forum/threads', body.id),
  },
  {
    method: 'POST',
    path: /^\/api\/forum\/threads\/\d+\/posts$/,
    deletePath: (body) => at('/api/forum/posts', body.id),
  },
  {
    method: 'POST',
    path: /^\/api\/lightgun\/games\/\d+\/discussion$/,
    deletePath: (body) => at('/api/forum/threads', body.thread_id),
  },
  { method: 'POST', path: /^\/api\/lightgun\/games\/?$/, deletePath: (body) => at('/api/lightgun/games', body.id) },
  {
    method: 'POST',
    path: /^\/api\/lightgun\/platforms$/,
    deletePath: (body) => at('/api/lightgun/platforms', body.id),
  },
  {
    method: 'POST',
    path: /^\/api\/lightgun\/setup-options\/([a-z-]+)$/,
    deletePath: (body, match) => at(`/api/lightgun/setup-options/${match[1]}`, body.id),
  },
  {
    method: 'PUT',
    path: /^\/api\/lightgun\/games\/\d+\/reports$/,
    deletePath: (body) => at('/api/lightgun/reports', body.id),
  },
  {
    method: 'POST',
    path: /^\/api\/(forum\/)?auth\/register$/,
    deletePath: (body) => at('/api/auth/users', (body.user as Record<string, unknown> | undefined)?.id),
  },
];

const isAccount = (deletePath: string) => deletePath.startsWith('/api/auth/users/');

export class CreatedData {
  private readonly deletePaths: string[] = [];
  private readonly pending: Array<Promise<void>> = [];

  /** Records what a 201 answer created; `body` is read only for the routes that create something. */
  record(method: string, url: string, status: number, body: () => Promise<unknown>) {
    if (status !== 201) return;
    const { pathname } = new URL(url);
    for (const rule of rules) {
      const match = method === rule.method ? pathname.match(rule.path) : null;
      if (!match) continue;
      this.pending.push(
        body().then(
          (json) => {
            const deletePath =
              json && typeof json === 'object' ? rule.deletePath(json as Record<string, unknown>, match) : undefined;
            if (deletePath) this.deletePaths.push(deletePath);
          },
          () => undefined, // a page that navigated away before reading its answer: nothing to learn
        ),
      );
      return;
    }
  }

  /**
   * Deletes everything recorded, newest first and accounts last (their content goes with them
   * otherwise, or blocks them). Already gone (404) is fine; any other refusal is returned.
   */
  async remove(request: APIRequestContext, adminToken: (renew?: boolean) => Promise<string>): Promise<string[]> {
    await Promise.all(this.pending);
    if (this.deletePaths.length === 0) return [];
    const order = [...this.deletePaths].reverse();
    const sorted = [...order.filter((path) => !isAccount(path)), ...order.filter(isAccount)];
    const refused: string[] = [];
    for (const path of sorted) {
      let response = await request.delete(path, { headers: { authorization: `Bearer ${await adminToken()}` } });
      // A test that ended the admin's sessions (a password change, 'log out everywhere'): sign in again.
      if (response.status() === 401)
        response = await request.delete(path, { headers: { authorization: `Bearer ${await adminToken(true)}` } });
      if (!response.ok() && response.status() !== 404)
        refused.push(`DELETE ${path}: ${response.status()} ${await response.text()}`);
    }
    return refused;
  }
}

let adminTokenOnce: Promise<string> | undefined;

/**
 * One admin sign-in per worker (`renew` after the admin's sessions ended): a deployment keeps its strict login limit.
 */
export function cleanupAdminToken(request: APIRequestContext, renew = false): Promise<string> {
  if (renew) adminTokenOnce = undefined;
  adminTokenOnce ??= request
    .post('/api/auth/login', { data: adminCredentials })
    .then(async (response) => {
      if (!response.ok()) throw new Error(`cleanup: admin login failed with ${response.status()}`);
      return ((await response.json()) as { access_token: string }).access_token;
    })
    .catch((error: unknown) => {
      adminTokenOnce = undefined;
      throw error;
    });
  return adminTokenOnce;
}

/**
 * Where a creation is recorded: the running test's own record (deleted after the test), or, for
 * data a `beforeAll` hook makes for a whole file, the worker's (deleted when the worker ends).
 */
export class CreatedDataSink {
  test: CreatedData | undefined;
  readonly worker = new CreatedData();

  get current(): CreatedData {
    return this.test ?? this.worker;
  }
}

/** Deletes what was recorded through a request context of its own; what could not be deleted. */
export async function removeCreated(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
  created: CreatedData,
): Promise<string[]> {
  const cleanup = await playwright.request.newContext({ baseURL });
  try {
    return await created.remove(cleanup, (renew) => cleanupAdminToken(cleanup, renew));
  } finally {
    await cleanup.dispose();
  }
}
