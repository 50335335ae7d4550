import type {
  ForumCategoryWithThreads,
  ForumPostPage,
  ForumThread,
  ForumThreadListResponse,
  NewsArticle,
  Pagination,
  User,
} from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, register } from './support/accounts.js';
import { auth, bootForum, expectError, type ForumApi, unknownId } from './support/forum.js';
import type { TestApp } from './support/test-app.js';

// Every list that grows comes a page at a time: default and capped limits, pages past the end,
// a stable order, exact totals, and pages that join into the whole list while new rows arrive.

let t: TestApp;
let f: ForumApi;
let admin: string;
let member: string;
let moderator: string;

beforeAll(async () => {
  ({ t, f, admin, member, moderator } = await bootForum());
});
afterAll(() => t.close());

const get = (url: string, token?: string) => t.request({ method: 'GET', url, headers: auth(token) });
const json = async <T>(url: string, token?: string) => {
  const response = await get(url, token);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<T>();
};
/** A bare-array list: its items and the Pagination of its X-Pagination header. */
const listPage = async <T>(url: string, token?: string) => {
  const response = await get(url, token);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return {
    items: response.json<T[]>(),
    pagination: JSON.parse(String(response.headers['x-pagination'])) as Pagination,
  };
};
const ids = (rows: Array<{ id: number }>) => rows.map((row) => row.id);
const pagination = (page: number, limit: number, total: number): Pagination => {
  const totalPages = Math.ceil(total / limit);
  return { page, limit, total_count: total, total_pages: totalPages, has_next: page < totalPages, has_prev: page > 1 };
};
const expectEachOnce = (joined: number[], all: number[]) => {
  expect(new Set(joined).size).toBe(joined.length);
  expect(joined).toEqual(all);
};
let marker = 0;
/** A word no other row holds, to count only this test's rows. */
const uniqueWord = () => `zq${Date.now().toString(36)}x${(marker += 1)}`;

/** The same refusal as every paged list's (the videos' too). */
async function expectPageRefusals(url: string, token?: string) {
  const join = url.includes('?') ? '&' : '?';
  for (const [query, detail] of [
    ['page=0', 'page must be a whole number from 1 to 2147483647'],
    ['page=1e3', 'page must be a whole number from 1 to 2147483647'],
    ['limit=0', 'limit must be a whole number from 1 to 2147483647'],
    ['limit=abc', 'limit must be a whole number from 1 to 2147483647'],
    ['limit=1&limit=2', 'limit must be given once'],
  ]) {
    expectError(await get(`${url}${join}${query}`, token), 400, detail);
  }
  expectError(await get('/api/videos?limit=0'), 400, 'limit must be a whole number from 1 to 2147483647');
}

describe('GET /api/forum/categories', () => {
  it('nests at most 3 threads per category (pinned first, then latest activity) and keeps thread_count and latest_thread exact', async () => {
    const category = await f.createCategory(admin);
    const threads: ForumThread[] = [];
    for (let n = 0; n < 5; n += 1) threads.push(await f.createThread(member, category.id));
    await f.pin(moderator, threads[0].id);
    await f.reply(member, threads[1].id);

    const listed = (await json<ForumCategoryWithThreads[]>('/api/forum/categories')).find(
      (row) => row.id === category.id,
    );
    expect(ids(listed?.threads ?? [])).toEqual([threads[0].id, threads[1].id, threads[4].id]);
    expect(listed?.thread_count).toBe(5);
    expect(listed?.latest_thread?.id).toBe(threads[1].id);
    for (const row of await json<ForumCategoryWithThreads[]>('/api/forum/categories'))
      expect(row.threads.length).toBeLessThanOrEqual(3);
  });
});

describe('GET /api/forum/categories/{id}/threads', () => {
  let categoryId: number;
  let pinnedId: number;
  const threadsPage = (query: string) =>
    json<ForumThreadListResponse>(`/api/forum/categories/${categoryId}/threads?${query}`);

  beforeAll(async () => {
    categoryId = (await f.createCategory(admin)).id;
    const created: ForumThread[] = [];
    for (let n = 0; n < 25; n += 1) created.push(await f.createThread(member, categoryId));
    pinnedId = created[3].id;
    await f.pin(moderator, pinnedId);
    await f.reply(member, created[10].id);
    await f.vote(member, created[20].id, 'upvote');
  });

  it('answers 20 threads by default, every thread for limit=101 (read as 100), and an empty page past the end', async () => {
    const first = await threadsPage('');
    expect(first.threads).toHaveLength(20);
    expect(first.pagination).toEqual(pagination(1, 20, 25));
    expect(first.category).toMatchObject({ id: categoryId, thread_count: 25 });
    const second = await threadsPage('page=2');
    expect(second.threads).toHaveLength(5);
    expect(second.pagination).toEqual(pagination(2, 20, 25));
    const capped = await threadsPage('limit=101');
    expect(capped.pagination).toEqual(pagination(1, 100, 25));
    expectEachOnce(ids([...first.threads, ...second.threads]), ids(capped.threads));
    const past = await threadsPage('page=9');
    expect(past).toMatchObject({ threads: [], pagination: pagination(9, 20, 25), category: { id: categoryId } });
  });

  it.each(['latest', 'popular', 'most_replies'])(
    'puts the pinned thread first on every page of sort=%s, and pages join into the whole list',
    async (sort) => {
      const whole = ids((await threadsPage(`sort=${sort}&limit=100`)).threads);
      expect(whole[0]).toBe(pinnedId);
      const joined: number[] = [];
      for (let page = 1; page <= 4; page += 1)
        joined.push(...ids((await threadsPage(`sort=${sort}&limit=7&page=${page}`)).threads));
      expectEachOnce(joined, whole);
    },
  );

  it('breaks ties by the newest id, so threads alike in the sort keep one order', async () => {
    await t.dataSource.query(
      `UPDATE forum_threads SET updated_at = '2025-01-01T00:00:00Z' WHERE category_id = $1 AND NOT is_pinned`,
      [categoryId],
    );
    const unpinned = ids((await threadsPage('sort=latest&limit=100')).threads).slice(1);
    expect(unpinned).toHaveLength(24);
    expect(unpinned).toEqual([...unpinned].sort((a, b) => b - a));
    const quiet = (await threadsPage('sort=most_replies&limit=100')).threads.filter(
      (thread) => !thread.is_pinned && thread.reply_count === 0,
    );
    expect(ids(quiet)).toEqual(ids(quiet).sort((a, b) => b - a));
  });

  it('loses no thread when one is started between two pages (by activity, it appears on top and the next page repeats one)', async () => {
    const before = ids((await threadsPage('limit=100')).threads);
    const first = ids((await threadsPage('limit=10')).threads);
    const started = await f.createThread(member, categoryId);
    const second = ids((await threadsPage('limit=10&page=2')).threads);
    expect((await threadsPage('limit=1')).threads[0].id).toBe(pinnedId);
    expect(ids((await threadsPage('limit=2')).threads)[1]).toBe(started.id);
    // The new thread pushed every later one down a place: page 2 starts with page 1's last thread.
    expect(second[0]).toBe(first[9]);
    expect([...new Set([...first, ...second])]).toEqual(before.slice(0, 19));
    await f.deleteThread(member, started.id);
  });

  it('refuses a bad page or limit with the paged lists’ 400, and an unknown category with 404', async () => {
    await expectPageRefusals(`/api/forum/categories/${categoryId}/threads`);
    expectError(await get(`/api/forum/categories/${unknownId}/threads`), 404, 'Category not found');
  });
});

describe('GET /api/forum/threads/{id} and /posts: replies a page at a time, oldest first', () => {
  let threadId: number;
  let replyIds: number[];
  const postsPage = (id: number, query: string) => json<ForumPostPage>(`/api/forum/threads/${id}/posts?${query}`);

  beforeAll(async () => {
    const category = await f.createCategory(admin);
    threadId = (await f.createThread(member, category.id)).id;
    // 130 replies a millisecond apart, two of them at the same instant (then the lower id comes first).
    await t.dataSource.query(
      `INSERT INTO forum_posts (thread_id, content, created_at)
       SELECT $1, 'Reply ' || n, now() - interval '1 hour' + least(n, 129) * interval '1 millisecond' FROM generate_series(1, 130) AS n`,
      [threadId],
    );
    await t.dataSource.query(`UPDATE forum_threads SET reply_count = 130 WHERE id = $1`, [threadId]);
    const rows = await t.dataSource.query<Array<{ id: number }>>(
      `SELECT id FROM forum_posts WHERE thread_id = $1 ORDER BY created_at, id`,
      [threadId],
    );
    replyIds = rows.map((row) => row.id);
  });

  it('answers the first 50 replies with the thread, and posts_pagination counting every reply', async () => {
    const thread = await f.thread(threadId);
    expect(ids(thread.posts)).toEqual(replyIds.slice(0, 50));
    expect(thread.posts_pagination).toEqual(pagination(1, 50, 130));
    const last = await json<ForumThread>(`/api/forum/threads/${threadId}?page=3`);
    expect(ids(last.posts)).toEqual(replyIds.slice(100));
    expect(last.posts_pagination).toEqual(pagination(3, 50, 130));
    expect(await json<ForumThread>(`/api/forum/threads/${threadId}?page=4`)).toMatchObject({
      posts: [],
      posts_pagination: pagination(4, 50, 130),
    });
    expect((await json<ForumThread>(`/api/forum/threads/${threadId}?limit=101`)).posts_pagination).toEqual(
      pagination(1, 100, 130),
    );
  });

  it('opens the page holding ?post= (page ignored), and the first page for a reply of another thread', async () => {
    const opened = async (postId: number, query = 'limit=50') =>
      (await json<ForumThread>(`/api/forum/threads/${threadId}?${query}&post=${postId}`)).posts_pagination.page;
    expect(await opened(replyIds[119])).toBe(3);
    expect(await opened(replyIds[119], 'limit=50&page=1')).toBe(3);
    expect(await opened(replyIds[0])).toBe(1);
    expect(await opened(replyIds[49])).toBe(1);
    expect(await opened(replyIds[50])).toBe(2);
    expect(await opened(replyIds[119], 'limit=10')).toBe(12);
    expect(ids((await json<ForumThread>(`/api/forum/threads/${threadId}?post=${replyIds[119]}`)).posts)).toContain(
      replyIds[119],
    );

    const other = await f.createThread(member, (await f.createCategory(admin)).id);
    const foreign = await f.reply(member, other.id);
    expect(await opened(foreign.id, 'limit=50&page=2')).toBe(1);
    expect(await opened(unknownId)).toBe(1);
    expectError(
      await get(`/api/forum/threads/${threadId}?post=abc`),
      400,
      'post must be the id of a reply: a whole number of at least 1',
    );
  });

  it('pages the replies through /posts without counting a view, every reply once', async () => {
    const views = async () =>
      (
        await t.dataSource.query<Array<{ view_count: number }>>(`SELECT view_count FROM forum_threads WHERE id = $1`, [
          threadId,
        ])
      )[0].view_count;
    const viewsBefore = await views();
    const joined: number[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const replies = await postsPage(threadId, `page=${page}`);
      expect(replies.pagination).toEqual(pagination(page, 50, 130));
      joined.push(...ids(replies.posts));
    }
    expectEachOnce(joined, replyIds);
    expect(await postsPage(threadId, 'page=9')).toEqual({ posts: [], pagination: pagination(9, 50, 130) });
    expect((await postsPage(threadId, 'limit=101')).posts).toHaveLength(100);
    expect(await views()).toBe(viewsBefore);
  });

  it('loses or repeats no reply when replies arrive between two pages (oldest first: new replies join the end)', async () => {
    const category = await f.createCategory(admin);
    const thread = await f.createThread(member, category.id);
    for (let n = 0; n < 12; n += 1) await f.reply(member, thread.id, `Early ${n}`);
    const first = await postsPage(thread.id, 'limit=5');
    const arrived = [await f.reply(moderator, thread.id, 'Late 1'), await f.reply(admin, thread.id, 'Late 2')];
    const rest = [await postsPage(thread.id, 'limit=5&page=2'), await postsPage(thread.id, 'limit=5&page=3')];
    expect(rest[1].pagination).toEqual(pagination(3, 5, 14));
    const whole = ids((await postsPage(thread.id, 'limit=100')).posts);
    expectEachOnce(ids([first, ...rest].flatMap((page) => page.posts)), whole.slice(0, 15));
    expect(whole.slice(-2)).toEqual(ids(arrived));
  });

  it('gives a new thread an empty first page; replies, edits and votes answer as before', async () => {
    const created = await f.createThread(member, (await f.createCategory(admin)).id);
    expect(created).toMatchObject({ posts: [], posts_pagination: pagination(1, 50, 0) });
    const reply = await f.reply(member, created.id, 'First');
    expect(reply).toMatchObject({ thread_id: created.id, content: 'First' });
    expect(await f.editPost(member, reply.id, 'Edited')).toMatchObject({ id: reply.id, edited: true });
    expect(await f.vote(member, created.id, 'upvote')).toEqual({ vote_count: 1, user_vote: 'upvote' });
    expect(await f.deletePost(member, reply.id)).toEqual({ message: 'Post deleted' });
  });

  it('refuses a bad page or limit with 400, and answers 404 for an unknown thread', async () => {
    await expectPageRefusals(`/api/forum/threads/${threadId}`);
    await expectPageRefusals(`/api/forum/threads/${threadId}/posts`);
    expectError(await get(`/api/forum/threads/${unknownId}/posts`), 404, 'Thread not found');
    expectError(await get('/api/forum/threads/abc/posts'), 400);
  });
});

describe('GET /api/news/: a bare array, its page in X-Pagination', () => {
  const word = uniqueWord();
  let published: number[];
  let pendingId: number;
  const news = (query: string, token?: string) => listPage<NewsArticle>(`/api/news/?q=${word}&${query}`, token);
  const post = async (token: string, payload: Record<string, unknown>) => {
    const response = await t.request({
      method: 'POST',
      url: '/api/news',
      headers: auth(token),
      payload: { title: 'News', excerpt: 'Excerpt', content: 'Body', ...payload },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<NewsArticle>();
  };

  beforeAll(async () => {
    for (let n = 0; n < 25; n += 1)
      await post(admin, {
        title: `Article ${n} ${word.toUpperCase()}`,
        category: n < 4 ? 'hardware-reviews' : 'General',
      });
    pendingId = (await post(member, { title: `Pending ${word}` })).id;
    // Newest first, the newest id first among articles created together.
    published = (
      await t.dataSource.query<Array<{ id: number }>>(
        `SELECT id FROM news WHERE title ILIKE $1 AND published ORDER BY created_at DESC, id DESC`,
        [`%${word}%`],
      )
    ).map((row) => row.id);
  });

  it('answers 20 articles by default, newest first, every one for limit=101 (read as 100), and an empty page past the end', async () => {
    const first = await news('');
    expect(ids(first.items)).toEqual(published.slice(0, 20));
    expect(first.pagination).toEqual(pagination(1, 20, 25));
    const second = await news('page=2');
    expect(second.pagination).toEqual(pagination(2, 20, 25));
    expectEachOnce(ids([...first.items, ...second.items]), published);
    const capped = await news('limit=101');
    expect(capped.pagination).toEqual(pagination(1, 100, 25));
    expect(ids(capped.items)).toEqual(published);
    expect(await news('page=3')).toEqual({ items: [], pagination: pagination(3, 20, 25) });
  });

  it('shows pending articles to admins only', async () => {
    expect((await news('limit=100', admin)).pagination.total_count).toBe(26);
    expect(ids((await news('limit=100', admin)).items)).toContain(pendingId);
    expect((await news('limit=100', member)).pagination.total_count).toBe(25);
    expect((await news('limit=100')).pagination.total_count).toBe(25);
  });

  it('matches ?q= in any case on title, excerpt, content, author and category (its label too), and narrows by ?category=', async () => {
    const [inExcerpt, inContent, inAuthor] = [uniqueWord(), uniqueWord(), uniqueWord()];
    const excerptOnly = await post(admin, { excerpt: `About ${inExcerpt}` });
    const contentOnly = await post(admin, { content: `Body with ${inContent.toUpperCase()}` });
    const found = async (q: string, token?: string) =>
      ids((await listPage<NewsArticle>(`/api/news/?q=${encodeURIComponent(q)}&limit=100`, token)).items);
    expect(await found(inExcerpt)).toEqual([excerptOnly.id]);
    expect(await found(inContent)).toEqual([contentOnly.id]);
    const writer = await register(t, newAccount({ display_name: `Writer ${inAuthor}` }));
    const byAuthor = await post(writer.access_token, { title: 'By a writer' });
    expect(await found(`WRITER ${inAuthor}`, admin)).toEqual([byAuthor.id]);
    expect(ids((await news('category=hardware-reviews&limit=100')).items)).toEqual(published.slice(-4));
    expect((await news('category=General')).pagination.total_count).toBe(21);
    const labelled = await found(`hardware reviews`);
    expect(labelled).toEqual(expect.arrayContaining(published.slice(-4)));
  });

  it('keeps later pages in place with ?until= while articles arrive (newest first: new ones appear on top)', async () => {
    const first = await news('limit=10');
    const arrived = [
      await post(admin, { title: `Late one ${word}` }),
      await post(admin, { title: `Late two ${word}` }),
    ];
    // Without until, both new articles push every later page down: page 2 would repeat page 1's last two.
    const shifted = await news('limit=10&page=2');
    expect(ids(shifted.items).slice(0, 2)).toEqual(ids(first.items).slice(-2));
    const until = encodeURIComponent(first.items[0].created_at);
    const later = [await news(`limit=10&page=2&until=${until}`), await news(`limit=10&page=3&until=${until}`)];
    expect(later[0].pagination).toEqual(pagination(2, 10, 25));
    expectEachOnce(ids([first, ...later].flatMap((page) => page.items)), published);
    expect(ids((await news('limit=2')).items)).toEqual(ids(arrived).reverse());
  });

  it('refuses a bad page, limit, category or until with 400', async () => {
    await expectPageRefusals('/api/news/');
    expectError(await get('/api/news/?category=bogus'), 400, /^category must be one of all, General/);
    expectError(await get('/api/news/?until=yesterday'), 400, 'until must be a date and time (ISO 8601)');
  });
});

describe('GET /api/auth/users (admin): a bare array, its page in X-Pagination', () => {
  const word = uniqueWord();
  let created: number[];
  const users = (query: string, token = admin) => listPage<User>(`/api/auth/users?q=${word}&${query}`, token);

  beforeAll(async () => {
    // 55 accounts in one statement: one created_at for all, so the id alone orders them.
    await t.dataSource.query(
      `INSERT INTO users (username, email, password_hash, display_name)
       SELECT 'u' || $1 || n, 'u' || $1 || n || '@example.com', 'not a hash', 'Member ' || n FROM generate_series(1, 55) AS n`,
      [word],
    );
    created = (
      await t.dataSource.query<Array<{ id: number }>>(`SELECT id FROM users WHERE username LIKE $1 ORDER BY id`, [
        `u${word}%`,
      ])
    ).map((row) => row.id);
  });

  it('answers 50 users by default, oldest first then by id, every one for limit=101 (read as 100), and an empty page past the end', async () => {
    const first = await users('');
    expect(first.pagination).toEqual(pagination(1, 50, 55));
    const second = await users('page=2');
    expect(second.pagination).toEqual(pagination(2, 50, 55));
    expectEachOnce(ids([...first.items, ...second.items]), created);
    expect(first.items[0]).not.toHaveProperty('password_hash');
    expect((await users('limit=101')).pagination).toEqual(pagination(1, 100, 55));
    expect(await users('page=3')).toEqual({ items: [], pagination: pagination(3, 50, 55) });
  });

  it('matches ?q= on username or display name in any case', async () => {
    const one = await listPage<User>(`/api/auth/users?q=U${word.toUpperCase()}7`, admin);
    expect(ids(one.items)).toEqual([created[6]]);
    const [named] = (await users('limit=1')).items;
    await t.dataSource.query(`UPDATE users SET display_name = $2 WHERE id = $1`, [named.id, `Shown as ${word}ONLY`]);
    expect(ids((await listPage<User>(`/api/auth/users?q=${word}only`, admin)).items)).toEqual([named.id]);
  });

  it('is for admins only, and refuses a bad page or limit with 400', async () => {
    expectError(await get('/api/auth/users'), 401);
    expectError(await get('/api/auth/users', member), 403);
    await expectPageRefusals('/api/auth/users', admin);
  });
});
