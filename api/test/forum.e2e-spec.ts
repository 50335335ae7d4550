import type { ForumCategory, ForumThread, ForumThreadSummary, ForumVoteResponse, ForumVoteType } from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auth,
  bootForum,
  expectError,
  expectIssue,
  type ForumApi,
  issues,
  malformedIds,
  pause,
  regular,
  unknownId,
} from './support/forum.js';
import type { TestApp } from './support/test-app.js';

// Threads: creation, reading (views), deletion, votes, pin and lock, sorted lists, and ids on every forum route.

let t: TestApp;
let f: ForumApi;
let category: ForumCategory;

type Actor = 'anonymous' | 'author' | 'other' | 'moderator' | 'admin';
const tokens = {} as Record<Actor, string | undefined>;

const threadKeys = [
  'id',
  'category_id',
  'title',
  'excerpt',
  'author_id',
  'author',
  'author_username',
  'is_pinned',
  'is_locked',
  'vote_count',
  'reply_count',
  'view_count',
  'post_count',
  'created_at',
  'updated_at',
];

beforeAll(async () => {
  const booted = await bootForum();
  ({ t, f } = booted);
  Object.assign(tokens, {
    anonymous: undefined,
    admin: booted.admin,
    author: booted.member,
    other: booted.other,
    moderator: booted.moderator,
  });
  category = await f.createCategory(booted.admin, { name: 'Thread tests' });
});
afterAll(() => t.close());

const threadIds = async (categoryId: number) => (await f.threads(categoryId)).threads.map((thread) => thread.id);
const newThread = (overrides: Record<string, unknown> = {}) =>
  f.createThread(tokens.author as string, category.id, overrides);

describe('POST /api/forum/categories/{id}/threads', () => {
  it("answers 201 with the thread in the contract's shape, counted for its author", async () => {
    const account = await regular(t);
    const response = await f.request('POST', `/api/forum/categories/${category.id}/threads`, account.access_token, {
      title: 'My first thread',
      content: 'Hello **world**',
    });
    expect(response.statusCode).toBe(201);
    const thread = response.json<ForumThread>();
    expect(Object.keys(thread)).toEqual(expect.arrayContaining([...threadKeys, 'posts', 'user_vote']));
    expect(thread).toMatchObject({
      id: expect.any(Number),
      category_id: category.id,
      title: 'My first thread',
      content: 'Hello **world**',
      author_id: account.user.id,
      author: {
        id: account.user.id,
        username: account.username,
        display_name: account.display_name,
        role: 'regular',
        post_count: 1,
      },
      author_username: account.username,
      is_pinned: false,
      is_locked: false,
      vote_count: 0,
      reply_count: 0,
      view_count: 0,
      post_count: 1,
      posts: [],
      user_vote: null,
    });
    expect(new Date(thread.created_at).getTime()).not.toBeNaN();
    expect(new Date(thread.updated_at).getTime()).toBeGreaterThanOrEqual(new Date(thread.created_at).getTime());
    expect((await f.me(account.access_token)).post_count).toBe(1);
    expect(await threadIds(category.id)).toContain(thread.id);
  });

  it.each([
    ['anonymous', 401],
    ['other', 201],
    ['moderator', 201],
    ['admin', 201],
  ] as const)('lets %s create a thread: %i', async (actor, status) => {
    const title = `Started by ${actor}`;
    const before = await threadIds(category.id);
    const response = await f.request('POST', `/api/forum/categories/${category.id}/threads`, tokens[actor], {
      title,
      content: 'Body',
    });
    if (status === 201) {
      expect(response.statusCode).toBe(201);
      expect(await threadIds(category.id)).toEqual(
        expect.arrayContaining([...before, response.json<ForumThread>().id]),
      );
    } else {
      expectError(response, status);
      expect(await threadIds(category.id)).toEqual(before);
    }
  });

  it.each([
    [{ title: undefined }, 'title', 'Title is required'],
    [{ title: '' }, 'title', 'Title is required'],
    [{ title: '   ' }, 'title', 'Title is required'],
    [{ content: undefined }, 'content', 'Content is required'],
    [{ content: '' }, 'content', 'Content is required'],
    [{ content: ' \n ' }, 'content', 'Content is required'],
    [{ title: 'x'.repeat(301) }, 'title', undefined],
    [{ content: 'x'.repeat(50_001) }, 'content', undefined],
    [{ title: 42 }, 'title', undefined],
    [{ content: ['a'] }, 'content', undefined],
    [{ is_pinned: true }, 'is_pinned', undefined],
    [{ author_id: 1 }, 'author_id', undefined],
  ])('validates %j (422, nothing created)', async (overrides, field, message) => {
    const before = await threadIds(category.id);
    const response = await f.request('POST', `/api/forum/categories/${category.id}/threads`, tokens.author, {
      title: 'Valid title',
      content: 'Valid content',
      ...overrides,
    });
    expectIssue(response, field, message);
    if (message === undefined && ['is_pinned', 'author_id'].includes(field)) {
      expect(issues(response).find((issue) => issue.loc[1] === field)?.msg).toContain(field);
    }
    expect(await threadIds(category.id)).toEqual(before);
  });

  it('reports both missing fields at once', async () => {
    const response = await f.request('POST', `/api/forum/categories/${category.id}/threads`, tokens.author, {});
    expectIssue(response, 'title', 'Title is required');
    expectIssue(response, 'content', 'Content is required');
  });

  it('accepts a title of 300 characters and content of 50000', async () => {
    const thread = await newThread({ title: 't'.repeat(300), content: 'c'.repeat(50_000) });
    expect(thread.title).toHaveLength(300);
    expect((await f.thread(thread.id)).content).toHaveLength(50_000);
  });

  it('takes a category_id equal to the path id, and answers 400 for any other', async () => {
    const other = await f.createCategory(tokens.admin as string, { name: 'Mismatch target' });
    const matching = await newThread({ category_id: category.id });
    expect(matching.category_id).toBe(category.id);
    const before = await threadIds(category.id);
    for (const categoryId of [other.id, unknownId]) {
      const response = await f.request('POST', `/api/forum/categories/${category.id}/threads`, tokens.author, {
        title: 'Where?',
        content: 'Body',
        category_id: categoryId,
      });
      expectError(response, 400);
    }
    expect(await threadIds(category.id)).toEqual(before);
    expect(await threadIds(other.id)).toEqual([]);
  });

  it('answers 404 for an unknown category and 400 for a malformed id', async () => {
    expectError(
      await f.request('POST', `/api/forum/categories/${unknownId}/threads`, tokens.author, {
        title: 'x',
        content: 'y',
      }),
      404,
      /not found/i,
    );
    for (const id of malformedIds) {
      expectError(
        await f.request('POST', `/api/forum/categories/${id}/threads`, tokens.author, { title: 'x', content: 'y' }),
        400,
      );
    }
  });

  it('stores Markdown and HTML exactly as sent, and lists its excerpt as plain text', async () => {
    const content =
      '# Heading\n\n<script>alert(1)</script>\n\n<img src=x onerror="alert(2)"> `code` & **bold**\n\n    indented\n';
    const title = '<b>Bold</b> & "quoted" title';
    const thread = await newThread({ title, content });
    expect(thread).toMatchObject({ title, content });
    expect(await f.thread(thread.id)).toMatchObject({ title, content });
    const listed = (await f.threads(category.id)).threads.find((summary) => summary.id === thread.id);
    expect(listed).toMatchObject({ title, excerpt: 'Heading. code & bold indented' });
  });
});

describe('GET /api/forum/threads/{id}', () => {
  it('counts a view once per visitor and quiet spell, including it in the answer, without moving updated_at', async () => {
    const thread = await newThread();
    expect(thread.view_count).toBe(0);
    /** An anonymous read: the address makes the visitor, whatever the user agent. */
    const readAs = async (address: string, agent = 'Test browser') =>
      (
        await t.request({
          method: 'GET',
          url: `/api/forum/threads/${thread.id}`,
          remoteAddress: address,
          headers: { 'user-agent': agent },
        })
      ).json<{
        view_count: number;
        updated_at: string;
      }>();
    expect((await readAs('203.0.113.1')).view_count).toBe(1);
    // Reloading, logged in or not, is the same visitor.
    expect((await readAs('203.0.113.1')).view_count).toBe(1);
    expect((await f.thread(thread.id, tokens.other)).view_count).toBe(2);
    expect((await readAs('203.0.113.2')).view_count).toBe(3);
    expect((await readAs('203.0.113.1', 'Another browser')).view_count).toBe(3);
    // After a quiet spell the same visitor counts again.
    await t.dataSource.query(
      `UPDATE forum_thread_views SET last_seen = now() - interval '31 minutes' WHERE thread_id = $1`,
      [thread.id],
    );
    const later = await readAs('203.0.113.1');
    expect(later.view_count).toBe(4);
    expect(later.updated_at).toBe(thread.updated_at);
    const listed = (await f.threads(category.id)).threads.find((summary) => summary.id === thread.id);
    expect(listed?.view_count).toBe(4);
  });

  it('adds one view for 30 user agents from one address, and one for a member reading from several', async () => {
    const thread = await newThread();
    const read = (remoteAddress: string, headers: Record<string, string>) =>
      t.request({ method: 'GET', url: `/api/forum/threads/${thread.id}`, remoteAddress, headers });
    for (let i = 0; i < 30; i += 1)
      expect((await read('203.0.113.70', { 'user-agent': `Agent/${i}` })).statusCode).toBe(200);
    expect((await f.thread(thread.id)).view_count).toBe(2);
    const member = await regular(t);
    for (const address of ['203.0.113.71', '198.51.100.72', '2001:db8::73'])
      await read(address, { ...auth(member.access_token), 'user-agent': address });
    expect((await f.thread(thread.id)).view_count).toBe(3);
  });

  it('counts one view for a burst of simultaneous reloads, new visitor or back after a quiet spell', async () => {
    const thread = await newThread();
    const burst = () =>
      Promise.all(
        Array.from({ length: 12 }, () =>
          t.request({
            method: 'GET',
            url: `/api/forum/threads/${thread.id}`,
            remoteAddress: '203.0.113.50',
            headers: { 'user-agent': 'Reloader' },
          }),
        ),
      );
    expect((await burst()).map((response) => response.statusCode)).toEqual(Array(12).fill(200));
    expect((await f.thread(thread.id)).view_count).toBe(2);
    await t.dataSource.query(
      `UPDATE forum_thread_views SET last_seen = now() - interval '31 minutes' WHERE thread_id = $1`,
      [thread.id],
    );
    await burst();
    expect((await f.thread(thread.id)).view_count).toBe(4);
  });

  it("keeps a reader's quiet spell going while they keep reading, and forgets readers gone quiet", async () => {
    const thread = await newThread();
    const readAs = (address: string) =>
      t.request({ method: 'GET', url: `/api/forum/threads/${thread.id}`, remoteAddress: address });
    await readAs('203.0.113.60');
    await readAs('203.0.113.61');
    // 20 minutes later the first reader reads again (no view), the second stays away.
    await t.dataSource.query(
      `UPDATE forum_thread_views SET last_seen = now() - interval '20 minutes' WHERE thread_id = $1`,
      [thread.id],
    );
    await readAs('203.0.113.60');
    await t.dataSource.query(
      `UPDATE forum_thread_views SET last_seen = last_seen - interval '15 minutes' WHERE thread_id = $1`,
      [thread.id],
    );
    // 35 minutes after their first read but 15 after their last: still the same spell.
    expect((await readAs('203.0.113.60')).json<ForumThread>().view_count).toBe(2);
    // The second reader's row, quiet for 35 minutes, was swept by that read: no unbounded growth.
    const [{ readers }] = await t.dataSource.query<Array<{ readers: number }>>(
      `SELECT count(*)::int AS readers FROM forum_thread_views WHERE thread_id = $1`,
      [thread.id],
    );
    expect(readers).toBe(1);
  });

  it("shows the author (username, role, post_count) and the replies oldest first, each with its author's role", async () => {
    const account = await regular(t);
    const thread = await f.createThread(account.access_token, category.id);
    const first = await f.reply(tokens.moderator as string, thread.id, 'First reply');
    const second = await f.reply(account.access_token, thread.id, 'Second reply');
    const third = await f.reply(tokens.admin as string, thread.id, 'Third reply');
    const read = await f.thread(thread.id);
    expect(read.author).toMatchObject({
      id: account.user.id,
      username: account.username,
      role: 'regular',
      post_count: 2,
    });
    expect(read.posts.map((post) => [post.id, post.content, post.author.role])).toEqual([
      [first.id, 'First reply', 'moderator'],
      [second.id, 'Second reply', 'regular'],
      [third.id, 'Third reply', 'admin'],
    ]);
    expect(read.posts.every((post) => post.thread_id === thread.id && post.edited === false)).toBe(true);
    expect(read).toMatchObject({ reply_count: 3, post_count: 4 });
  });

  it('carries the opening post rendered from Markdown, raw HTML dropped', async () => {
    const thread = await f.createThread(tokens.author as string, category.id, {
      content: 'Try **this**\nnow\n<script>alert(1)</script>',
    });
    expect((await f.thread(thread.id)).content_html).toBe('<p>Try <strong>this</strong><br>\nnow</p>');
  });

  it("answers 404 'Thread not found' and 400 for malformed ids", async () => {
    expect((await f.request('GET', `/api/forum/threads/${unknownId}`)).json()).toEqual({
      detail: 'Thread not found',
      status: 404,
    });
    for (const id of malformedIds) expectError(await f.request('GET', `/api/forum/threads/${id}`), 400);
  });
});

describe('DELETE /api/forum/threads/{id}', () => {
  it.each([
    ['anonymous', 401],
    ['other', 403],
    ['author', 200],
    ['moderator', 200],
    ['admin', 200],
  ] as const)('as %s: %i', async (actor, status) => {
    const thread = await newThread();
    const response = await f.request('DELETE', `/api/forum/threads/${thread.id}`, tokens[actor]);
    if (status === 200) {
      expect(response.statusCode).toBe(200);
      expect(response.json<{ message: string }>().message).toEqual(expect.any(String));
      expectError(await f.request('GET', `/api/forum/threads/${thread.id}`), 404, 'Thread not found');
      expect(await threadIds(category.id)).not.toContain(thread.id);
    } else {
      expectError(response, status);
      expect((await f.thread(thread.id)).id).toBe(thread.id);
    }
  });

  it('removes the replies with the thread and answers 404 the second time', async () => {
    const thread = await newThread();
    const reply = await f.reply(tokens.other as string, thread.id);
    await f.vote(tokens.other as string, thread.id, 'upvote');
    await f.deleteThread(tokens.author as string, thread.id);
    const left = await t.dataSource.query<Array<{ posts: string; votes: string }>>(
      'SELECT (SELECT count(*) FROM forum_posts WHERE thread_id = $1) AS posts, (SELECT count(*) FROM forum_votes WHERE thread_id = $1) AS votes',
      [thread.id],
    );
    expect(left).toEqual([{ posts: '0', votes: '0' }]);
    expectError(
      await f.request('PATCH', `/api/forum/posts/${reply.id}`, tokens.admin, { content: 'Still here?' }),
      404,
    );
    expectError(await f.request('DELETE', `/api/forum/posts/${reply.id}`, tokens.admin), 404);
    expectError(await f.request('DELETE', `/api/forum/threads/${thread.id}`, tokens.admin), 404, 'Thread not found');
  });
});

describe('POST /api/forum/threads/{id}/vote', () => {
  const step: Record<'up' | 'down', ForumVoteType> = { up: 'upvote', down: 'downvote' };

  it.each([
    [['up'], [[1, 'upvote']]],
    [
      ['up', 'up'],
      [
        [1, 'upvote'],
        [0, null],
      ],
    ],
    [['down'], [[-1, 'downvote']]],
    [
      ['down', 'down'],
      [
        [-1, 'downvote'],
        [0, null],
      ],
    ],
    [
      ['up', 'down'],
      [
        [1, 'upvote'],
        [-1, 'downvote'],
      ],
    ],
    [
      ['down', 'up'],
      [
        [-1, 'downvote'],
        [1, 'upvote'],
      ],
    ],
    [
      ['up', 'up', 'up'],
      [
        [1, 'upvote'],
        [0, null],
        [1, 'upvote'],
      ],
    ],
    [
      ['up', 'down', 'down'],
      [
        [1, 'upvote'],
        [-1, 'downvote'],
        [0, null],
      ],
    ],
  ] as Array<[Array<'up' | 'down'>, Array<[number, ForumVoteType | null]>]>)(
    'votes %j -> %j',
    async (steps, expected) => {
      const thread = await newThread();
      const answers: Array<[number, ForumVoteType | null]> = [];
      for (const direction of steps) {
        const answer = await f.vote(tokens.other as string, thread.id, step[direction]);
        expect(Object.keys(answer).sort()).toEqual(['user_vote', 'vote_count']);
        answers.push([answer.vote_count, answer.user_vote]);
      }
      expect(answers).toEqual(expected);
      const [count, vote] = expected[expected.length - 1];
      expect(await f.thread(thread.id, tokens.other)).toMatchObject({ vote_count: count, user_vote: vote });
      expect(await f.thread(thread.id)).toMatchObject({ vote_count: count, user_vote: null });
      expect(await f.thread(thread.id, tokens.author)).toMatchObject({ vote_count: count, user_vote: null });
    },
  );

  it("adds up every user's vote, one vote per user, and shows each caller their own", async () => {
    const thread = await newThread();
    const [a, b, c] = [tokens.other, tokens.moderator, tokens.admin] as string[];
    const answers: ForumVoteResponse[] = [];
    answers.push(await f.vote(a, thread.id, 'upvote'));
    answers.push(await f.vote(b, thread.id, 'upvote'));
    answers.push(await f.vote(c, thread.id, 'upvote'));
    answers.push(await f.vote(b, thread.id, 'downvote'));
    answers.push(await f.vote(a, thread.id, 'upvote'));
    expect(answers.map((answer) => [answer.vote_count, answer.user_vote])).toEqual([
      [1, 'upvote'],
      [2, 'upvote'],
      [3, 'upvote'],
      [1, 'downvote'],
      [0, null],
    ]);
    expect((await f.thread(thread.id, a)).user_vote).toBeNull();
    expect((await f.thread(thread.id, b)).user_vote).toBe('downvote');
    expect((await f.thread(thread.id, c)).user_vote).toBe('upvote');
    const anonymous = await f.thread(thread.id);
    expect(anonymous).toMatchObject({ vote_count: 0, user_vote: null });
    // The stored votes agree: one row per voter still voting, summing to vote_count.
    const rows = await t.dataSource.query<Array<{ value: number }>>(
      'SELECT value FROM forum_votes WHERE thread_id = $1 ORDER BY value',
      [thread.id],
    );
    expect(rows.map((row) => Number(row.value))).toEqual([-1, 1]);
    expect(
      (await f.threads(category.id, 'popular')).threads.find((summary) => summary.id === thread.id)?.vote_count,
    ).toBe(0);
  });

  it.each(['author', 'other', 'moderator', 'admin'] as const)('lets %s vote (the author too)', async (actor) => {
    const thread = await newThread();
    expect(await f.vote(tokens[actor] as string, thread.id, 'downvote')).toEqual({
      vote_count: -1,
      user_vote: 'downvote',
    });
  });

  it('answers 401 to an anonymous vote and counts nothing', async () => {
    const thread = await newThread();
    expectError(
      await f.request('POST', `/api/forum/threads/${thread.id}/vote`, undefined, { vote_type: 'upvote' }),
      401,
    );
    expect((await f.thread(thread.id)).vote_count).toBe(0);
  });

  it.each([
    {},
    { vote_type: 'sideways' },
    { vote_type: 'UPVOTE' },
    { vote_type: '' },
    { vote_type: 1 },
    { vote_type: null },
    { vote_type: ['upvote'] },
  ])('answers 422 for %j and counts nothing', async (payload) => {
    const thread = await newThread();
    expectIssue(await f.request('POST', `/api/forum/threads/${thread.id}/vote`, tokens.other, payload), 'vote_type');
    expect(await f.thread(thread.id, tokens.other)).toMatchObject({ vote_count: 0, user_vote: null });
  });

  it('rejects unknown fields', async () => {
    const thread = await newThread();
    expectIssue(
      await f.request('POST', `/api/forum/threads/${thread.id}/vote`, tokens.other, { vote_type: 'upvote', weight: 5 }),
      'weight',
    );
    expect((await f.thread(thread.id)).vote_count).toBe(0);
  });

  it('does not move updated_at', async () => {
    const thread = await newThread();
    await pause();
    await f.vote(tokens.other as string, thread.id, 'upvote');
    expect((await f.thread(thread.id)).updated_at).toBe(thread.updated_at);
  });
});

describe('PATCH /api/forum/threads/{id}/pin and /lock', () => {
  const flag = { pin: 'is_pinned', lock: 'is_locked' } as const;

  it.each([
    ['pin', 'anonymous', 401],
    ['pin', 'author', 403],
    ['pin', 'other', 403],
    ['pin', 'moderator', 200],
    ['pin', 'admin', 200],
    ['lock', 'anonymous', 401],
    ['lock', 'author', 403],
    ['lock', 'other', 403],
    ['lock', 'moderator', 200],
    ['lock', 'admin', 200],
  ] as const)('%s as %s: %i', async (action, actor, status) => {
    const thread = await newThread();
    const response = await f.request('PATCH', `/api/forum/threads/${thread.id}/${action}`, tokens[actor]);
    if (status === 200) {
      expect(response.statusCode).toBe(200);
      expect(response.json<ForumThreadSummary>()).toMatchObject({ id: thread.id, [flag[action]]: true });
    } else {
      expectError(response, status);
    }
    expect((await f.thread(thread.id))[flag[action]]).toBe(status === 200);
  });

  it.each(['pin', 'lock'] as const)(
    '%s toggles: on, then off again, without moving updated_at or the other flag',
    async (action) => {
      const thread = await newThread();
      await pause();
      const on = (
        await f.request('PATCH', `/api/forum/threads/${thread.id}/${action}`, tokens.moderator)
      ).json<ForumThreadSummary>();
      expect(on).toMatchObject({ id: thread.id, is_pinned: action === 'pin', is_locked: action === 'lock' });
      expect(Object.keys(on)).toEqual(expect.arrayContaining(threadKeys));
      expect((await f.thread(thread.id))[flag[action]]).toBe(true);
      const off = (
        await f.request('PATCH', `/api/forum/threads/${thread.id}/${action}`, tokens.admin)
      ).json<ForumThreadSummary>();
      expect(off).toMatchObject({ is_pinned: false, is_locked: false });
      const read = await f.thread(thread.id);
      expect(read).toMatchObject({ is_pinned: false, is_locked: false });
      expect(read.updated_at).toBe(thread.updated_at);
    },
  );
});

describe('GET /api/forum/categories/{id}/threads', () => {
  let sorted: ForumCategory;
  const names: Record<string, number> = {};
  const order = async (sort: string) =>
    (await f.threads(sorted.id, sort)).threads.map((thread) =>
      Object.keys(names).find((name) => names[name] === thread.id),
    );

  beforeAll(async () => {
    sorted = await f.createCategory(tokens.admin as string, { name: 'Sorting' });
    for (const name of ['a', 'b', 'c', 'd']) {
      names[name] = (await f.createThread(tokens.author as string, sorted.id, { title: `Sort ${name}` })).id;
      await pause();
    }
    // Replies move updated_at: c, then b (three), then d: latest activity d, b, c, a.
    await f.reply(tokens.other as string, names.c);
    await pause();
    for (let i = 0; i < 3; i += 1) await f.reply(tokens.other as string, names.b);
    await pause();
    await f.reply(tokens.other as string, names.d);
    // Votes: a +2, c +1, d 0, b -1.
    await f.vote(tokens.other as string, names.a, 'upvote');
    await f.vote(tokens.admin as string, names.a, 'upvote');
    await f.vote(tokens.other as string, names.c, 'upvote');
    await f.vote(tokens.other as string, names.b, 'downvote');
    // c is pinned: first in every sort although it leads none of them.
    await f.pin(tokens.moderator as string, names.c);
  });

  it.each([
    ['latest', ['c', 'd', 'b', 'a']],
    ['popular', ['c', 'a', 'd', 'b']],
    ['most_replies', ['c', 'b', 'd', 'a']],
  ])('sort=%s: pinned first, then %j', async (sort, expected) => {
    expect(await order(sort)).toEqual(expected);
  });

  it('answers {category, threads} with the counts of each thread', async () => {
    const response = await f.threads(sorted.id, 'most_replies');
    expect(response.category).toMatchObject({
      id: sorted.id,
      name: 'Sorting',
      thread_count: 4,
      latest_thread: { id: names.d, title: 'Sort d' },
    });
    expect(
      response.threads.map((thread) => [thread.vote_count, thread.reply_count, thread.post_count, thread.is_pinned]),
    ).toEqual([
      [1, 1, 2, true],
      [-1, 3, 4, false],
      [0, 1, 2, false],
      [2, 0, 1, false],
    ]);
    for (const thread of response.threads) {
      expect(Object.keys(thread)).toEqual(expect.arrayContaining(threadKeys));
      expect(thread.category_id).toBe(sorted.id);
    }
  });

  it('lists an empty category as no threads', async () => {
    const empty = await f.createCategory(tokens.admin as string);
    expect(await f.threads(empty.id)).toMatchObject({
      category: { id: empty.id, thread_count: 0, latest_thread: null },
      threads: [],
    });
  });

  it.each(['oldest', 'votes', 'most-replies'])('answers 400 for sort=%j', async (sort) => {
    expectError(await f.request('GET', `/api/forum/categories/${sorted.id}/threads?sort=${sort}`), 400);
  });

  it('answers 404 for an unknown category and 400 for a malformed id', async () => {
    expectError(await f.request('GET', `/api/forum/categories/${unknownId}/threads?sort=latest`), 404, /not found/i);
    for (const id of malformedIds)
      expectError(await f.request('GET', `/api/forum/categories/${id}/threads?sort=latest`), 400);
  });
});

describe('malformed ids, unknown rows and malformed input on every forum route', () => {
  type Route = {
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    path: (id: number | string) => string;
    payload?: object;
    notFound: string | RegExp;
  };
  const routes: Route[] = [
    { method: 'GET', path: (id) => `/api/forum/categories/${id}/threads?sort=latest`, notFound: /not found/i },
    {
      method: 'POST',
      path: (id) => `/api/forum/categories/${id}/threads`,
      payload: { title: 'x', content: 'y' },
      notFound: /not found/i,
    },
    {
      method: 'PUT',
      path: (id) => `/api/forum/categories/${id}`,
      payload: { name: 'Renamed nowhere', description: 'd' },
      notFound: 'Category not found',
    },
    { method: 'DELETE', path: (id) => `/api/forum/categories/${id}`, notFound: /not found/i },
    { method: 'GET', path: (id) => `/api/forum/threads/${id}`, notFound: 'Thread not found' },
    { method: 'DELETE', path: (id) => `/api/forum/threads/${id}`, notFound: /not found/i },
    {
      method: 'POST',
      path: (id) => `/api/forum/threads/${id}/vote`,
      payload: { vote_type: 'upvote' },
      notFound: /not found/i,
    },
    { method: 'PATCH', path: (id) => `/api/forum/threads/${id}/pin`, notFound: /not found/i },
    { method: 'PATCH', path: (id) => `/api/forum/threads/${id}/lock`, notFound: /not found/i },
    {
      method: 'POST',
      path: (id) => `/api/forum/threads/${id}/posts`,
      payload: { content: 'x' },
      notFound: /not found/i,
    },
    { method: 'PATCH', path: (id) => `/api/forum/posts/${id}`, payload: { content: 'x' }, notFound: /not found/i },
    { method: 'DELETE', path: (id) => `/api/forum/posts/${id}`, notFound: /not found/i },
  ];
  const label = (route: Route) => `${route.method} ${route.path('{id}')}`;

  it.each(routes.map((route) => [label(route), route] as const))(
    '%s: 400 for malformed ids, 404 for an unknown one',
    async (_name, route) => {
      for (const id of malformedIds) {
        expectError(await f.request(route.method, route.path(id), tokens.admin, route.payload), 400);
      }
      expectError(
        await f.request(route.method, route.path(unknownId), tokens.admin, route.payload),
        404,
        route.notFound,
      );
    },
  );

  it.each(routes.filter((route) => route.payload).map((route) => [label(route), route] as const))(
    '%s: malformed JSON is 400, never 500',
    async (_name, route) => {
      const thread = await newThread();
      const reply = await f.reply(tokens.author as string, thread.id);
      const id = route.path('x').includes('/posts/x')
        ? reply.id
        : route.path('x').includes('/categories/')
          ? category.id
          : thread.id;
      const response = await t.request({
        method: route.method,
        url: route.path(id),
        headers: { authorization: `Bearer ${tokens.admin}`, 'content-type': 'application/json' },
        payload: '{"content": "half',
      });
      expectError(response, 400);
    },
  );

  it.each([
    [
      'POST /api/forum/categories name',
      'POST',
      () => '/api/forum/categories',
      { name: 'Nul\u0000name', description: 'd' },
    ],
    [
      'POST /api/forum/categories description',
      'POST',
      () => '/api/forum/categories',
      { name: 'Nul description', description: 'a\u0000b' },
    ],
    [
      'PUT /api/forum/categories/{id}',
      'PUT',
      () => `/api/forum/categories/${category.id}`,
      { name: 'Thread tests\u0000', description: 'd' },
    ],
    [
      'POST /api/forum/categories/{id}/threads title',
      'POST',
      () => `/api/forum/categories/${category.id}/threads`,
      { title: 'x\u0000', content: 'y' },
    ],
    [
      'POST /api/forum/categories/{id}/threads content',
      'POST',
      () => `/api/forum/categories/${category.id}/threads`,
      { title: 'x', content: 'a\u0000b' },
    ],
    [
      'POST /api/forum/threads/{id}/posts',
      'POST',
      (thread: number) => `/api/forum/threads/${thread}/posts`,
      { content: 'a\u0000b' },
    ],
    [
      'PATCH /api/forum/posts/{id}',
      'PATCH',
      (_thread: number, post: number) => `/api/forum/posts/${post}`,
      { content: 'a\u0000b' },
    ],
  ] as const)(
    '%s: a NUL character (valid JSON, but no PostgreSQL text can hold it) is a 4xx, never a 500',
    async (_name, method, url, payload) => {
      const thread = await newThread();
      const reply = await f.reply(tokens.author as string, thread.id, 'Untouched');
      const response = await f.request(method, url(thread.id, reply.id), tokens.admin, payload);
      expect([400, 422], response.body).toContain(response.statusCode);
      expectError(response, response.statusCode);
      expect((await f.thread(thread.id)).posts.map((post) => post.content)).toEqual(['Untouched']);
    },
  );

  it('answers malformed JSON on POST /api/forum/categories with 400', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/forum/categories',
      headers: { authorization: `Bearer ${tokens.admin}`, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expectError(response, 400);
  });
});
