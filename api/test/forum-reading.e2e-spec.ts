import type {
  ForumCategory,
  ForumCategoryWithThreads,
  ForumThread,
  ForumThreadFeedResponse,
  ForumThreadListResponse,
  ForumThreadSummary,
  UnreadCount,
  WatchInput,
} from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bootForum,
  expectError,
  expectIssue,
  type ForumApi,
  malformedIds,
  regular,
  unknownId,
} from './support/forum.js';
import type { TestApp } from './support/test-app.js';

// Issue 31, points 1 and 3: post numbers, watching threads and categories, how far a member has read, and
// their unread and new threads.

let t: TestApp;
let f: ForumApi;
let admin: string;
let moderator: string;
let category: ForumCategory;

beforeAll(async () => {
  const booted = await bootForum();
  ({ t, f, admin, moderator } = booted);
  category = await f.createCategory(admin, { name: 'Reading tests' });
});
afterAll(() => t.close());

const member = async () => (await regular(t)).access_token;
const newThread = async (token?: string) => f.createThread(token ?? (await member()), category.id);
const setWatch = (token: string | undefined, path: string, payload: unknown) =>
  f.request('PUT', `/api/forum/${path}/watch`, token, payload);
const markRead = (token: string | undefined, threadId: number | string, payload: unknown) =>
  f.request('PUT', `/api/forum/threads/${threadId}/read`, token, payload);
const feed = async (token: string, which: 'unread' | 'new', query = '') => {
  const response = await f.request('GET', `/api/forum/threads/${which}${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ForumThreadFeedResponse>();
};
const listed = async (threadId: number, token?: string): Promise<ForumThreadSummary> => {
  const response = await f.request('GET', `/api/forum/categories/${category.id}/threads?limit=100`, token);
  const found = response.json<ForumThreadListResponse>().threads.find((thread) => thread.id === threadId);
  if (!found) throw new Error(`thread ${threadId} not listed`);
  return found;
};

describe('post numbers', () => {
  it('number the opening post 1 and each reply the next, leaving a deleted reply a gap', async () => {
    const owner = await member();
    const thread = await newThread(owner);
    expect(thread.last_post_number).toBe(1);
    const first = await f.reply(owner, thread.id);
    const second = await f.reply(owner, thread.id);
    expect([first.post_number, second.post_number]).toEqual([2, 3]);
    await f.deletePost(owner, second.id);
    const third = await f.reply(owner, thread.id);
    expect(third.post_number).toBe(4);

    const read = await f.thread(thread.id);
    expect(read.posts.map((post) => post.post_number)).toEqual([2, 4]);
    expect(read.last_post_number).toBe(4);
    expect(read.reply_count).toBe(2);
    expect((await listed(thread.id)).last_post_number).toBe(4);
  });

  it('give replies posted at once distinct numbers, one after another', async () => {
    const thread = await newThread();
    const writers = await Promise.all(Array.from({ length: 6 }, member));
    const posts = await Promise.all(writers.map((token) => f.reply(token, thread.id)));
    expect(posts.map((post) => post.post_number).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7]);
    expect((await f.thread(thread.id)).last_post_number).toBe(7);
  });

  it('number replies written in plain SQL too', async () => {
    const thread = await newThread();
    await t.dataSource.query(`INSERT INTO forum_posts (thread_id, content) VALUES ($1, 'a'), ($1, 'b')`, [thread.id]);
    const rows = await t.dataSource.query<Array<{ post_number: number }>>(
      `SELECT post_number FROM forum_posts WHERE thread_id = $1 ORDER BY id`,
      [thread.id],
    );
    expect(rows.map((row) => row.post_number)).toEqual([2, 3]);
  });
});

describe('PUT /api/forum/threads/{id}/watch', () => {
  it("lets the thread's author and each replier watch it, and anyone else not", async () => {
    const owner = await member();
    const replier = await member();
    const thread = await newThread(owner);
    await f.reply(replier, thread.id);
    expect((await f.thread(thread.id, owner)).watch_level).toBe('watching');
    expect((await f.thread(thread.id, replier)).watch_level).toBe('watching');
    expect((await f.thread(thread.id, await member())).watch_level).toBe('normal');
    expect((await f.thread(thread.id)).watch_level).toBeNull();
  });

  it('sets each level and answers it; a muted member who replies stays muted', async () => {
    const token = await member();
    const thread = await newThread();
    for (const level of ['watching', 'muted', 'normal', 'muted'] as const) {
      const response = await setWatch(token, `threads/${thread.id}`, { level });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<WatchInput>()).toEqual({ level });
      expect((await f.thread(thread.id, token)).watch_level).toBe(level);
    }
    await f.reply(token, thread.id);
    expect((await f.thread(thread.id, token)).watch_level).toBe('muted');
  });

  it('refuses a visitor (401), a level it does not know (422), an unknown thread (404) and malformed ids (400)', async () => {
    const token = await member();
    const thread = await newThread();
    expectError(await setWatch(undefined, `threads/${thread.id}`, { level: 'watching' }), 401);
    for (const payload of [{}, { level: 'loud' }, { level: 1 }, { level: 'watching', extra: true }])
      expect((await setWatch(token, `threads/${thread.id}`, payload)).statusCode).toBe(422);
    expectIssue(await setWatch(token, `threads/${thread.id}`, { level: 'loud' }), 'level');
    expectError(await setWatch(token, `threads/${unknownId}`, { level: 'muted' }), 404, 'Thread not found');
    for (const id of malformedIds) expectError(await setWatch(token, `threads/${id}`, { level: 'muted' }), 400);
  });
});

describe('PUT /api/forum/categories/{id}/watch', () => {
  it("gives the category's level to every thread the member set nothing on", async () => {
    const token = await member();
    const own = await f.createCategory(admin);
    const set = await f.createThread(await member(), own.id);
    const plain = await f.createThread(await member(), own.id);
    await setWatch(token, `threads/${set.id}`, { level: 'normal' });
    for (const level of ['watching', 'muted'] as const) {
      const response = await setWatch(token, `categories/${own.id}`, { level });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<WatchInput>()).toEqual({ level });
      expect((await f.thread(plain.id, token)).watch_level).toBe(level);
      expect((await f.thread(set.id, token)).watch_level).toBe('normal');
      const list = await f.request('GET', `/api/forum/categories/${own.id}/threads`, token);
      expect(list.json<ForumThreadListResponse>().watch_level).toBe(level);
    }
    expect((await f.threads(own.id)).watch_level).toBeNull();
    const fresh = await f.request('GET', `/api/forum/categories/${category.id}/threads`, token);
    expect(fresh.json<ForumThreadListResponse>().watch_level).toBe('normal');
  });

  it('refuses a visitor (401), a bad level (422), an unknown category (404) and malformed ids (400)', async () => {
    const token = await member();
    expectError(await setWatch(undefined, `categories/${category.id}`, { level: 'muted' }), 401);
    expectIssue(await setWatch(token, `categories/${category.id}`, { level: 'all' }), 'level');
    expectError(await setWatch(token, `categories/${unknownId}`, { level: 'muted' }), 404, 'Category not found');
    for (const id of malformedIds) expectError(await setWatch(token, `categories/${id}`, { level: 'muted' }), 400);
  });
});

describe('reading a thread', () => {
  it('shows a member nothing unread before they open a thread, then what came after their mark', async () => {
    const owner = await member();
    const reader = await member();
    const thread = await newThread(owner);
    const first = await f.reply(owner, thread.id);
    await f.reply(owner, thread.id);
    expect(await listed(thread.id, reader)).toMatchObject({ unread_count: null, first_unread_post_id: null });

    const opened = await f.thread(thread.id, reader);
    expect(opened.last_read_post_number).toBeNull();
    expect(opened).toMatchObject({ unread_count: 2, first_unread_post_id: first.id });
    expect((await f.thread(thread.id, reader)).last_read_post_number).toBe(1);
    expect(await listed(thread.id, reader)).toMatchObject({ unread_count: 2, first_unread_post_id: first.id });
    expect(await listed(thread.id)).toMatchObject({ unread_count: null, first_unread_post_id: null });
  });

  it('moves the mark forward only, never past the last post, and answers the unread count', async () => {
    const owner = await member();
    const reader = await member();
    const thread = await newThread(owner);
    const replies = [await f.reply(owner, thread.id), await f.reply(owner, thread.id), await f.reply(owner, thread.id)];
    const answer = async (postNumber: number) => {
      const response = await markRead(reader, thread.id, { post_number: postNumber });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<UnreadCount>();
    };
    expect(await answer(3)).toEqual({ unread_count: 1 });
    expect(await listed(thread.id, reader)).toMatchObject({ unread_count: 1, first_unread_post_id: replies[2].id });
    expect(await answer(2)).toEqual({ unread_count: 1 });
    expect(await answer(1000)).toEqual({ unread_count: 0 });
    expect(await listed(thread.id, reader)).toMatchObject({ unread_count: 0, first_unread_post_id: null });
    expect((await f.thread(thread.id, reader)).last_read_post_number).toBe(4);

    // A new reply is unread; the gap a deleted one leaves is not.
    const late = await f.reply(owner, thread.id);
    await f.deletePost(owner, (await f.reply(owner, thread.id)).id);
    expect(await listed(thread.id, reader)).toMatchObject({ unread_count: 1, first_unread_post_id: late.id });
  });

  it("marks a reply read for its author, and keeps a thread's categories list as read as its own page", async () => {
    const owner = await member();
    const replier = await member();
    const thread = await newThread(owner);
    await f.reply(owner, thread.id);
    const own = await f.reply(replier, thread.id);
    expect(own.post_number).toBe(3);
    expect(await listed(thread.id, replier)).toMatchObject({ unread_count: 0 });
    expect(await listed(thread.id, owner)).toMatchObject({ unread_count: 1, first_unread_post_id: own.id });
    const home = (await f.request('GET', '/api/forum/categories', owner)).json<ForumCategoryWithThreads[]>();
    const nested = home.flatMap((shown) => shown.threads).find((shown) => shown.id === thread.id);
    expect(nested).toMatchObject({ unread_count: 1, first_unread_post_id: own.id });
  });

  it('refuses a visitor (401), a bad post_number (422), an unknown thread (404) and malformed ids (400)', async () => {
    const token = await member();
    const thread = await newThread();
    expectError(await markRead(undefined, thread.id, { post_number: 1 }), 401);
    for (const payload of [{}, { post_number: 0 }, { post_number: -2 }, { post_number: 1.5 }, { post_number: '2' }])
      expectIssue(await markRead(token, thread.id, payload), 'post_number');
    expect((await markRead(token, thread.id, { post_number: 1, extra: 1 })).statusCode).toBe(422);
    expectError(await markRead(token, unknownId, { post_number: 1 }), 404, 'Thread not found');
    for (const id of malformedIds) expectError(await markRead(token, id, { post_number: 1 }), 400);
  });
});

describe('GET /api/forum/threads/unread and /new', () => {
  it("list a member's opened threads with unread posts, latest activity first, muted ones left out", async () => {
    const reader = await member();
    const writer = await member();
    const [quiet, busy, muted, done] = [
      await newThread(writer),
      await newThread(writer),
      await newThread(writer),
      await newThread(writer),
    ];
    for (const thread of [quiet, busy, muted, done]) await f.thread(thread.id, reader);
    await f.reply(writer, quiet.id);
    await f.reply(writer, busy.id);
    await f.reply(writer, muted.id);
    await f.reply(writer, busy.id);
    await setWatch(reader, `threads/${muted.id}`, { level: 'muted' });
    const unread = await feed(reader, 'unread');
    expect(unread.threads.map((thread) => thread.id)).toEqual([busy.id, quiet.id]);
    expect(unread.threads[0]).toMatchObject({ unread_count: 2 });
    expect(unread.pagination).toMatchObject({ page: 1, total_count: 2 });
    const second = await feed(reader, 'unread', '?limit=1&page=2');
    expect(second.threads.map((thread) => thread.id)).toEqual([quiet.id]);
    expect(second.pagination).toMatchObject({ page: 2, limit: 1, total_count: 2, has_prev: true });
  });

  it("list new threads the member never opened, newest first, but not their own or a muted category's", async () => {
    const reader = await member();
    const shown = await newThread();
    const opened = await newThread();
    const own = await newThread(reader);
    const quietCategory = await f.createCategory(admin);
    const hidden = await f.createThread(await member(), quietCategory.id);
    await setWatch(reader, `categories/${quietCategory.id}`, { level: 'muted' });
    await f.thread(opened.id, reader);
    const old = await newThread();
    await t.dataSource.query(`UPDATE forum_threads SET created_at = now() - interval '15 days' WHERE id = $1`, [
      old.id,
    ]);
    const { threads } = await feed(reader, 'new', '?limit=100');
    const ids = threads.map((thread) => thread.id);
    expect(ids).toContain(shown.id);
    expect(ids).not.toContain(opened.id);
    expect(ids).not.toContain(own.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids).not.toContain(old.id);
    const created = threads.map((thread) => thread.created_at);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('are for members only and check their paging', async () => {
    const token = await member();
    for (const which of ['unread', 'new']) {
      expectError(await f.request('GET', `/api/forum/threads/${which}`), 401);
      expectError(await f.request('GET', `/api/forum/threads/${which}?page=0`, token), 400);
      expectError(await f.request('GET', `/api/forum/threads/${which}?limit=abc`, token), 400);
    }
    expect(await feed(moderator, 'unread')).toMatchObject({ threads: [], pagination: { total_count: 0 } });
  });
});

describe('a thread for a visitor', () => {
  it('has no watch level, no read mark and no unread count', async () => {
    const thread: ForumThread = await f.thread((await newThread()).id);
    expect(thread).toMatchObject({
      watch_level: null,
      last_read_post_number: null,
      unread_count: null,
      first_unread_post_id: null,
      edited: false,
      last_post_number: 1,
    });
  });
});
