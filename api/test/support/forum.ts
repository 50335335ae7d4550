import type {
  ForumCategory,
  ForumCategoryWithThreads,
  ForumPost,
  ForumThread,
  ForumThreadListResponse,
  ForumThreadSummary,
  ForumVoteResponse,
  ForumVoteType,
  User,
} from '@site/contracts';
import { expect } from 'vitest';
import { bearer, createAppWithAccounts, register } from './accounts.js';
import type { TestApp } from './test-app.js';

/** What the helpers read of an injected response. */
export interface InjectResponse {
  statusCode: number;
  body: string;
  json: <T = unknown>() => T;
}
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Ids that are not a whole number from 1 to 2147483647: each must answer 400. */
export const malformedIds = ['abc', '0', '-1', '1.5', '99999999999'];
/** A well-formed id no row has. */
export const unknownId = 999999;

export const auth = (token?: string) => (token ? bearer(token) : {});
export const issues = (response: InjectResponse) =>
  response.json<{ detail: Array<{ loc: string[]; msg: string }> }>().detail;
export const later = (after: string, before: string) => new Date(after).getTime() > new Date(before).getTime();
export const pause = (ms = 15) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every failure is `{ detail, status }` with the same status as the HTTP answer. */
export function expectError(response: InjectResponse, status: number, detail?: string | RegExp) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json<{ detail: unknown; status: number }>();
  expect(Object.keys(body).sort()).toEqual(['detail', 'status']);
  expect(body.status).toBe(status);
  if (typeof detail === 'string') expect(body.detail).toBe(detail);
  else if (detail) expect(body.detail).toMatch(detail);
  else expect(body.detail).toBeTruthy();
}

/** A 422 whose issue list names the field (with exactly `msg` when given). */
export function expectIssue(response: InjectResponse, field: string, msg?: string) {
  expect(response.statusCode, response.body).toBe(422);
  expect(response.json<{ status: number }>().status).toBe(422);
  expect(issues(response)).toContainEqual({ loc: ['body', field], msg: msg ?? expect.any(String) });
}

/** A fresh regular account with its token. */
export const regular = (t: TestApp) => register(t);

/** A fresh account promoted to moderator through the admin's role API. */
export async function moderator(t: TestApp, adminToken: string) {
  const account = await register(t);
  const response = await t.request({
    method: 'PATCH',
    url: `/api/auth/users/${account.user.id}/role`,
    headers: bearer(adminToken),
    payload: { role: 'moderator' },
  });
  if (response.statusCode !== 200) throw new Error(`promotion failed: ${response.statusCode} ${response.body}`);
  return account;
}

let categoryCounter = 0;
let threadCounter = 0;

/** Thin, typed calls of the forum API that throw when a setup step does not get the expected status. */
export function forumApi(t: TestApp) {
  async function call(method: Method, url: string, token: string | undefined, payload: unknown, expected: number) {
    const response = await t.request({
      method,
      url,
      headers: auth(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    if (response.statusCode !== expected)
      throw new Error(`${method} ${url}: expected ${expected}, got ${response.statusCode} ${response.body}`);
    return response;
  }

  return {
    request: (method: Method, url: string, token?: string, payload?: unknown) =>
      t.request({
        method,
        url,
        headers: auth(token),
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),

    async createCategory(token: string, body: Record<string, unknown> = {}) {
      categoryCounter += 1;
      const payload = {
        name: `Category ${categoryCounter} ${Date.now()}`,
        description: `About topic ${categoryCounter}`,
        ...body,
      };
      return (await call('POST', '/api/forum/categories', token, payload, 201)).json<ForumCategory>();
    },

    async createThread(token: string, categoryId: number, body: Record<string, unknown> = {}) {
      threadCounter += 1;
      const payload = { title: `Thread ${threadCounter}`, content: `Opening post ${threadCounter}`, ...body };
      return (
        await call('POST', `/api/forum/categories/${categoryId}/threads`, token, payload, 201)
      ).json<ForumThread>();
    },

    async reply(token: string, threadId: number, content = 'A reply') {
      return (await call('POST', `/api/forum/threads/${threadId}/posts`, token, { content }, 201)).json<ForumPost>();
    },

    async editPost(token: string, postId: number, content: string) {
      return (await call('PATCH', `/api/forum/posts/${postId}`, token, { content }, 200)).json<ForumPost>();
    },

    async deletePost(token: string, postId: number) {
      return (await call('DELETE', `/api/forum/posts/${postId}`, token, undefined, 200)).json<{ message: string }>();
    },

    async deleteThread(token: string, threadId: number) {
      return (await call('DELETE', `/api/forum/threads/${threadId}`, token, undefined, 200)).json<{
        message: string;
      }>();
    },

    /** GET /api/forum/threads/{id}: note that each call counts a view. */
    async thread(id: number, token?: string) {
      return (await call('GET', `/api/forum/threads/${id}`, token, undefined, 200)).json<ForumThread>();
    },

    async vote(token: string, threadId: number, voteType: ForumVoteType) {
      return (
        await call('POST', `/api/forum/threads/${threadId}/vote`, token, { vote_type: voteType }, 200)
      ).json<ForumVoteResponse>();
    },

    async pin(token: string, threadId: number) {
      return (
        await call('PATCH', `/api/forum/threads/${threadId}/pin`, token, undefined, 200)
      ).json<ForumThreadSummary>();
    },

    async lock(token: string, threadId: number) {
      return (
        await call('PATCH', `/api/forum/threads/${threadId}/lock`, token, undefined, 200)
      ).json<ForumThreadSummary>();
    },

    async categories() {
      return (await call('GET', '/api/forum/categories', undefined, undefined, 200)).json<ForumCategoryWithThreads[]>();
    },

    async threads(categoryId: number, sort = 'latest') {
      return (
        await call('GET', `/api/forum/categories/${categoryId}/threads?sort=${sort}`, undefined, undefined, 200)
      ).json<ForumThreadListResponse>();
    },

    /** The user's own record: its post_count is the forum's count of their threads and replies. */
    async me(token: string) {
      return (await call('GET', '/api/auth/me', token, undefined, 200)).json<User>();
    },
  };
}

export type ForumApi = ReturnType<typeof forumApi>;

/** The seeded app and a token per forum role: the admin, a member, another member and a moderator. */
export async function bootForum() {
  const { t, admin, member } = await createAppWithAccounts();
  return {
    t,
    f: forumApi(t),
    admin,
    member,
    other: (await regular(t)).access_token,
    moderator: (await moderator(t, admin)).access_token,
  };
}
