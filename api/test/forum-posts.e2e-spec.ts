import type { ForumCategory, ForumPost, ForumStats } from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAppWithAccounts, register } from './support/accounts.js';
import {
  bootForum,
  expectError,
  expectIssue,
  type ForumApi,
  forumApi,
  later,
  malformedIds,
  pause,
  regular,
  unknownId,
} from './support/forum.js';
import type { TestApp } from './support/test-app.js';

// Replies: creation, edits, deletions, the counts they keep, locked threads, deleted authors and the posting rate
// limit.

let t: TestApp;
let f: ForumApi;
let category: ForumCategory;

/** `author` writes the replies under test; `owner` started the thread they are in. */
type Actor = 'anonymous' | 'author' | 'owner' | 'other' | 'moderator' | 'admin';
const tokens = {} as Record<Actor, string | undefined>;
const token = (actor: Exclude<Actor, 'anonymous'>) => tokens[actor] as string;

beforeAll(async () => {
  const booted = await bootForum();
  ({ t, f } = booted);
  Object.assign(tokens, {
    anonymous: undefined,
    admin: booted.admin,
    author: booted.member,
    owner: (await regular(t)).access_token,
    other: booted.other,
    moderator: booted.moderator,
  });
  category = await f.createCategory(booted.admin, { name: 'Reply tests' });
});
afterAll(() => t.close());

const newThread = () => f.createThread(token('owner'), category.id);
const postCount = async (actorToken: string) => (await f.me(actorToken)).post_count;

describe('POST /api/forum/threads/{id}/posts', () => {
  it("answers 201 with the reply in the contract's shape, counted for its author", async () => {
    const thread = await newThread();
    const account = await regular(t);
    const response = await f.request('POST', `/api/forum/threads/${thread.id}/posts`, account.access_token, {
      content: 'Nice **setup**',
    });
    expect(response.statusCode).toBe(201);
    const post = response.json<ForumPost>();
    expect(Object.keys(post)).toEqual(
      expect.arrayContaining(['id', 'thread_id', 'content', 'author', 'created_at', 'updated_at', 'edited']),
    );
    expect(post).toMatchObject({
      id: expect.any(Number),
      thread_id: thread.id,
      content: 'Nice **setup**',
      content_html: '<p>Nice <strong>setup</strong></p>',
      author: {
        id: account.user.id,
        username: account.username,
        display_name: account.display_name,
        role: 'regular',
        post_count: 1,
      },
      edited: false,
    });
    expect(new Date(post.created_at).getTime()).not.toBeNaN();
    expect(await postCount(account.access_token)).toBe(1);
    expect((await f.thread(thread.id)).posts.map((p) => p.id)).toEqual([post.id]);
  });

  it.each([
    ['anonymous', 401],
    ['owner', 201],
    ['other', 201],
    ['moderator', 201],
    ['admin', 201],
  ] as const)('lets %s reply: %i', async (actor, status) => {
    const thread = await newThread();
    const response = await f.request('POST', `/api/forum/threads/${thread.id}/posts`, tokens[actor], {
      content: `Reply by ${actor}`,
    });
    const read = await f.thread(thread.id);
    if (status === 201) {
      expect(response.statusCode).toBe(201);
      expect(response.json<ForumPost>().author.role).toBe(
        actor === 'moderator' || actor === 'admin' ? actor : 'regular',
      );
      expect(read).toMatchObject({ reply_count: 1, post_count: 2 });
    } else {
      expectError(response, status);
      expect(read).toMatchObject({ reply_count: 0, post_count: 1, posts: [] });
    }
  });

  it.each([
    [{}, 'content', 'Content is required'],
    [{ content: '' }, 'content', 'Content is required'],
    [{ content: '  \n\t ' }, 'content', 'Content is required'],
    [{ content: 7 }, 'content', undefined],
    [{ content: 'ok', thread_id: 1 }, 'thread_id', undefined],
    [{ content: 'ok', edited: true }, 'edited', undefined],
  ])('validates %j (422, nothing posted)', async (payload, field, message) => {
    const thread = await newThread();
    expectIssue(
      await f.request('POST', `/api/forum/threads/${thread.id}/posts`, token('author'), payload),
      field,
      message,
    );
    expect(await f.thread(thread.id)).toMatchObject({ reply_count: 0, posts: [] });
  });

  it('answers 404 for an unknown thread and 400 for a malformed id', async () => {
    expectError(
      await f.request('POST', `/api/forum/threads/${unknownId}/posts`, token('author'), { content: 'x' }),
      404,
      /not found/i,
    );
    for (const id of malformedIds)
      expectError(await f.request('POST', `/api/forum/threads/${id}/posts`, token('author'), { content: 'x' }), 400);
  });

  it('stores Markdown with a <script> exactly as sent, in the answer, the thread and an edit', async () => {
    const thread = await newThread();
    const content = 'Look:\n\n<script>alert(1)</script>\n\n> quoted & <b>bold</b>\n\n```js\nfire();\n```\n';
    const post = await f.reply(token('author'), thread.id, content);
    expect(post.content).toBe(content);
    expect((await f.thread(thread.id)).posts[0].content).toBe(content);
    const edited = `${content}\n<script>alert(2)</script>`;
    expect((await f.editPost(token('author'), post.id, edited)).content).toBe(edited);
    expect((await f.thread(thread.id)).posts[0].content).toBe(edited);
  });

  it('renders the Markdown without its raw HTML, in the answer, the thread and an edit', async () => {
    const thread = await newThread();
    const post = await f.reply(
      token('author'),
      thread.id,
      'Look:\n\n<script>alert(1)</script>\n\n[x](javascript:alert(2)) <img src=x onerror=alert(3)>\nnext',
    );
    // The script link keeps its text only; the raw HTML is dropped.
    const expected = '<p>Look:</p>\n<p>x <br>\nnext</p>';
    expect(post.content_html).toBe(expected);
    expect((await f.thread(thread.id)).posts[0].content_html).toBe(expected);
    expect((await f.editPost(token('author'), post.id, '## Edited')).content_html).toBe('<h3>Edited</h3>');
    expect((await f.thread(thread.id)).posts[0].content_html).toBe('<h3>Edited</h3>');
  });
});

describe('PATCH and DELETE /api/forum/posts/{id}', () => {
  const cases = [
    ['anonymous', 401],
    ['owner', 403],
    ['other', 403],
    ['author', 200],
    ['moderator', 200],
    ['admin', 200],
  ] as const;

  it.each(cases)('PATCH as %s: %i', async (actor, status) => {
    const thread = await newThread();
    const post = await f.reply(token('author'), thread.id, 'Original');
    const response = await f.request('PATCH', `/api/forum/posts/${post.id}`, tokens[actor], {
      content: `Edited by ${actor}`,
    });
    const [read] = (await f.thread(thread.id)).posts;
    if (status === 200) {
      expect(response.statusCode).toBe(200);
      expect(response.json<ForumPost>()).toMatchObject({
        id: post.id,
        thread_id: thread.id,
        content: `Edited by ${actor}`,
        edited: true,
      });
      expect(read).toMatchObject({ content: `Edited by ${actor}`, edited: true });
      // The author stays the author whoever edits.
      expect(read.author.username).toBe(post.author.username);
    } else {
      expectError(response, status);
      expect(read).toMatchObject({ content: 'Original', edited: false });
    }
  });

  it.each(cases)('DELETE as %s: %i', async (actor, status) => {
    const thread = await newThread();
    const post = await f.reply(token('author'), thread.id);
    const response = await f.request('DELETE', `/api/forum/posts/${post.id}`, tokens[actor]);
    const read = await f.thread(thread.id);
    if (status === 200) {
      expect(response.statusCode).toBe(200);
      expect(response.json<{ message: string }>().message).toEqual(expect.any(String));
      expect(read).toMatchObject({ reply_count: 0, post_count: 1, posts: [] });
    } else {
      expectError(response, status);
      expect(read.posts.map((p) => p.id)).toEqual([post.id]);
    }
  });

  it.each([
    [{}, 'content', 'Content is required'],
    [{ content: '' }, 'content', 'Content is required'],
    [{ content: '   ' }, 'content', 'Content is required'],
    [{ content: 'ok', edited: false }, 'edited', undefined],
  ])('validates an edit %j (422, unchanged)', async (payload, field, message) => {
    const thread = await newThread();
    const post = await f.reply(token('author'), thread.id, 'Original');
    expectIssue(await f.request('PATCH', `/api/forum/posts/${post.id}`, token('author'), payload), field, message);
    expect((await f.thread(thread.id)).posts[0]).toMatchObject({ content: 'Original', edited: false });
  });

  it('answers 404 once the post is gone', async () => {
    const thread = await newThread();
    const post = await f.reply(token('author'), thread.id);
    await f.deletePost(token('author'), post.id);
    expectError(await f.request('DELETE', `/api/forum/posts/${post.id}`, token('admin')), 404);
    expectError(await f.request('PATCH', `/api/forum/posts/${post.id}`, token('admin'), { content: 'x' }), 404);
  });
});

describe('counts', () => {
  it('follow every reply, edit and deletion: reply_count, post_count, authors and updated_at', async () => {
    const [a, b, c] = await Promise.all([regular(t), regular(t), regular(t)]).then((accounts) =>
      accounts.map((account) => account.access_token),
    );
    const thread = await f.createThread(a, category.id);
    expect(thread.author.post_count).toBe(1);
    expect(await postCount(a)).toBe(1);
    let last = thread.updated_at;

    await pause();
    const r1 = await f.reply(b, thread.id, 'r1');
    let read = await f.thread(thread.id);
    expect(read).toMatchObject({ reply_count: 1, post_count: 2 });
    expect(later(read.updated_at, last)).toBe(true);
    last = read.updated_at;
    expect(r1.author.post_count).toBe(1);

    await pause();
    const r2 = await f.reply(b, thread.id, 'r2');
    const r3 = await f.reply(a, thread.id, 'r3');
    read = await f.thread(thread.id);
    expect(read).toMatchObject({ reply_count: 3, post_count: 4, author: { post_count: 2 } });
    expect(read.posts.map((post) => [post.id, post.author.post_count])).toEqual([
      [r1.id, 2],
      [r2.id, 2],
      [r3.id, 2],
    ]);
    expect(later(read.updated_at, last)).toBe(true);
    last = read.updated_at;
    expect([await postCount(a), await postCount(b)]).toEqual([2, 2]);
    const listed = (await f.threads(category.id)).threads.find((summary) => summary.id === thread.id);
    expect(listed).toMatchObject({ reply_count: 3, post_count: 4, updated_at: last });

    // An edit marks the reply edited and moves updated_at, but changes no count.
    await pause();
    const edited = await f.editPost(b, r1.id, 'r1, edited');
    expect(edited.edited).toBe(true);
    expect(later(edited.updated_at, r1.updated_at)).toBe(true);
    read = await f.thread(thread.id);
    expect(read).toMatchObject({ reply_count: 3, post_count: 4 });
    expect(read.posts.map((post) => post.edited)).toEqual([true, false, false]);
    expect(later(read.updated_at, last)).toBe(true);
    last = read.updated_at;
    expect([await postCount(a), await postCount(b)]).toEqual([2, 2]);

    // Deleting a reply, by its author or by a moderator, takes it off both counts.
    await pause();
    await f.deletePost(b, r2.id);
    read = await f.thread(thread.id);
    expect(read).toMatchObject({ reply_count: 2, post_count: 3 });
    expect(later(read.updated_at, last)).toBe(true);
    await f.deletePost(token('moderator'), r3.id);
    expect(await f.thread(thread.id)).toMatchObject({ reply_count: 1, post_count: 2, author: { post_count: 1 } });
    expect([await postCount(a), await postCount(b)]).toEqual([1, 1]);

    // Deleting the thread subtracts the opening post and every remaining reply from their authors.
    await f.reply(c, thread.id, 'r4');
    await f.reply(c, thread.id, 'r5');
    expect(await postCount(c)).toBe(2);
    await f.deleteThread(token('moderator'), thread.id);
    expect([await postCount(a), await postCount(b), await postCount(c)]).toEqual([0, 0, 0]);
  });

  it('does not count a view, vote, pin or lock as activity', async () => {
    const thread = await newThread();
    await pause();
    await f.thread(thread.id);
    await f.vote(token('other'), thread.id, 'upvote');
    await f.pin(token('moderator'), thread.id);
    await f.lock(token('admin'), thread.id);
    const read = await f.thread(thread.id);
    expect(read).toMatchObject({ is_pinned: true, is_locked: true, vote_count: 1, reply_count: 0, post_count: 1 });
    expect(read.updated_at).toBe(thread.updated_at);
  });
});

describe('locked threads', () => {
  it('refuse replies from regular users (423 mentioning locked), take them from moderators and admins, and reopen when toggled again', async () => {
    const thread = await newThread();
    expect((await f.lock(token('moderator'), thread.id)).is_locked).toBe(true);
    for (const actor of ['owner', 'other'] as const) {
      const refused = await f.request('POST', `/api/forum/threads/${thread.id}/posts`, token(actor), {
        content: 'Let me in',
      });
      // The issue allows 423 or 409; the route contract settles on 423 Locked.
      expectError(refused, 423, /locked/i);
    }
    expect((await f.reply(token('moderator'), thread.id, 'Moderator note')).content).toBe('Moderator note');
    expect((await f.reply(token('admin'), thread.id, 'Admin note')).content).toBe('Admin note');
    let read = await f.thread(thread.id);
    expect(read).toMatchObject({ is_locked: true, reply_count: 2, post_count: 3 });
    expect(read.posts.map((post) => post.content)).toEqual(['Moderator note', 'Admin note']);

    expect((await f.lock(token('admin'), thread.id)).is_locked).toBe(false);
    await f.reply(token('other'), thread.id, 'Open again');
    read = await f.thread(thread.id);
    expect(read).toMatchObject({ is_locked: false, reply_count: 3 });
  });
});

describe('a deleted account', () => {
  it("keeps its threads and replies, shown by '[deleted]'", async () => {
    const stats = async () => (await f.request('GET', '/api/forum/stats')).json<ForumStats>();
    const leaving = await register(t);
    const ownThread = await f.createThread(leaving.access_token, category.id, {
      title: 'Left behind',
      content: 'Still useful',
    });
    const elsewhere = await newThread();
    const reply = await f.reply(leaving.access_token, elsewhere.id, 'A reply that stays');
    const before = await stats();

    const removal = await t.request({
      method: 'DELETE',
      url: `/api/auth/users/${leaving.user.id}`,
      headers: bearer(token('admin')),
    });
    expect(removal.statusCode).toBe(200);

    const deleted = { id: null, username: '[deleted]', role: 'regular' };
    const thread = await f.thread(ownThread.id);
    expect(thread).toMatchObject({
      id: ownThread.id,
      title: 'Left behind',
      content: 'Still useful',
      author_id: null,
      author: deleted,
    });
    expect(JSON.stringify(thread.author)).not.toContain(leaving.username);
    const other = await f.thread(elsewhere.id);
    expect(other).toMatchObject({ reply_count: 1, post_count: 2 });
    expect(other.posts).toEqual([
      expect.objectContaining({
        id: reply.id,
        content: 'A reply that stays',
        author: expect.objectContaining(deleted),
      }),
    ]);
    expect((await f.threads(category.id)).threads.find((summary) => summary.id === ownThread.id)?.author).toMatchObject(
      deleted,
    );
    expect(await stats()).toEqual({ ...before, members: before.members - 1 });
  });
});

/**
 * Threads and users (all, or those given) whose stored counts differ from their rows: none when every change kept them.
 */
async function countDrift(scope: { threads?: number[]; users?: number[] } = {}) {
  const threads = await t.dataSource.query<Array<{ id: number }>>(
    `SELECT t.id, t.reply_count, (SELECT count(*)::int FROM forum_posts p WHERE p.thread_id = t.id) AS replies,
            t.vote_count, (SELECT coalesce(sum(v.value), 0)::int FROM forum_votes v WHERE v.thread_id = t.id) AS votes
     FROM forum_threads t
     WHERE ($1::int[] IS NULL OR t.id = ANY($1))
       AND (t.reply_count <> (SELECT count(*) FROM forum_posts p WHERE p.thread_id = t.id)
            OR t.vote_count <> (SELECT coalesce(sum(v.value), 0) FROM forum_votes v WHERE v.thread_id = t.id))`,
    [scope.threads ?? null],
  );
  const users = await t.dataSource.query<Array<{ username: string }>>(
    `SELECT u.username, u.post_count,
            (SELECT count(*)::int FROM forum_threads t WHERE t.author_id = u.id) + (SELECT count(*)::int FROM forum_posts p WHERE p.author_id = u.id) AS written
     FROM users u
     WHERE ($1::int[] IS NULL OR u.id = ANY($1))
       AND u.post_count <> (SELECT count(*) FROM forum_threads t WHERE t.author_id = u.id) + (SELECT count(*) FROM forum_posts p WHERE p.author_id = u.id)`,
    [scope.users ?? null],
  );
  return { threads, users };
}

describe('stored counts', () => {
  it('agree with the rows after everything above', async () => {
    expect(await countDrift()).toEqual({ threads: [], users: [] });
  });
});

describe('changes at the same moment', () => {
  const statuses = (responses: Array<{ statusCode: number }>) =>
    responses.map((response) => response.statusCode).sort();

  it('count every reply posted at once', async () => {
    const thread = await newThread();
    const writers = await Promise.all([regular(t), regular(t), regular(t)]);
    const responses = await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        f.request('POST', `/api/forum/threads/${thread.id}/posts`, writers[i % 3].access_token, {
          content: `Burst ${i}`,
        }),
      ),
    );
    expect(statuses(responses)).toEqual(Array(9).fill(201));
    expect(await f.thread(thread.id)).toMatchObject({ reply_count: 9, post_count: 10 });
    expect(await Promise.all(writers.map((writer) => postCount(writer.access_token)))).toEqual([3, 3, 3]);
    expect(await countDrift({ threads: [thread.id], users: writers.map((writer) => writer.user.id) })).toEqual({
      threads: [],
      users: [],
    });
  });

  it("sum every user's votes cast at once, and keep one vote per user", async () => {
    const thread = await newThread();
    const voters = await Promise.all([regular(t), regular(t), regular(t), regular(t)]);
    await Promise.all(voters.map((voter) => f.vote(voter.access_token, thread.id, 'upvote')));
    await Promise.all(
      Array.from({ length: 4 }, () =>
        f.request('POST', `/api/forum/threads/${thread.id}/vote`, voters[0].access_token, { vote_type: 'downvote' }),
      ),
    );
    const rows = await t.dataSource.query<Array<{ user_id: number; value: number }>>(
      'SELECT user_id, value FROM forum_votes WHERE thread_id = $1',
      [thread.id],
    );
    expect(new Set(rows.map((row) => row.user_id)).size).toBe(rows.length);
    expect((await f.thread(thread.id)).vote_count).toBe(rows.reduce((sum, row) => sum + Number(row.value), 0));
    expect(await countDrift({ threads: [thread.id] })).toEqual({ threads: [], users: [] });
  });

  it('take a reply deleted twice at once off the counts once', async () => {
    const thread = await newThread();
    const writer = await regular(t);
    const doomed = await f.reply(writer.access_token, thread.id, 'Deleted twice');
    const kept = await f.reply(writer.access_token, thread.id, 'Kept');
    const responses = await Promise.all([
      f.request('DELETE', `/api/forum/posts/${doomed.id}`, token('admin')),
      f.request('DELETE', `/api/forum/posts/${doomed.id}`, writer.access_token),
    ]);
    const read = await f.thread(thread.id);
    expect.soft(read.posts.map((post) => post.id)).toEqual([kept.id]);
    expect.soft(read).toMatchObject({ reply_count: 1, post_count: 2 });
    expect.soft(await postCount(writer.access_token)).toBe(1);
    expect
      .soft(await countDrift({ threads: [thread.id], users: [writer.user.id] }))
      .toEqual({ threads: [], users: [] });
    // Sequentially the second deletion is a 404; at the same moment it must be too.
    expect.soft(statuses(responses)).toEqual([200, 404]);
  });

  it('subtract a thread deleted twice at once from its authors once', async () => {
    const owner = await regular(t);
    const writer = await regular(t);
    const thread = await f.createThread(owner.access_token, category.id);
    await f.reply(writer.access_token, thread.id);
    await f.reply(owner.access_token, thread.id);
    const responses = await Promise.all([
      f.request('DELETE', `/api/forum/threads/${thread.id}`, token('moderator')),
      f.request('DELETE', `/api/forum/threads/${thread.id}`, owner.access_token),
    ]);
    expect(statuses(responses)).toEqual([200, 404]);
    expect([await postCount(owner.access_token), await postCount(writer.access_token)]).toEqual([0, 0]);
    expect(await countDrift({ threads: [], users: [owner.user.id, writer.user.id] })).toEqual({
      threads: [],
      users: [],
    });
  });
});

describe('the posting rate limit', () => {
  let limited: TestApp;
  let lf: ForumApi;
  let limitedAdmin: string;
  let limitedMember: string;
  let generalThread: number;

  beforeAll(async () => {
    const booted = await createAppWithAccounts({ FORUM_POST_RATE_LIMIT_PER_MINUTE: '3' });
    limited = booted.t;
    limitedAdmin = booted.admin;
    limitedMember = booted.member;
    lf = forumApi(limited);
    const general = (await lf.categories()).find((entry) => entry.name === 'General');
    if (!general?.threads.length) throw new Error('the seed has no General thread');
    generalThread = general.threads[0].id;
  });
  afterAll(() => limited?.close());

  it('takes 3 replies a minute from a user, answers the 4th with 429, and does not limit anyone else', async () => {
    const before = (await lf.thread(generalThread)).reply_count;
    for (let i = 1; i <= 3; i += 1) await lf.reply(limitedMember, generalThread, `Reply ${i}`);
    const fourth = await lf.request('POST', `/api/forum/threads/${generalThread}/posts`, limitedMember, {
      content: 'Reply 4',
    });
    expectError(fourth, 429);
    const category = (await lf.categories())[0].id;
    expectError(
      await lf.request('POST', `/api/forum/categories/${category}/threads`, limitedMember, {
        title: 'Too fast',
        content: 'x',
      }),
      429,
    );
    expect((await lf.thread(generalThread)).reply_count).toBe(before + 3);
    expect((await lf.me(limitedMember)).post_count).toBe(3);

    const someoneElse = (await register(limited)).access_token;
    await lf.reply(someoneElse, generalThread, 'Not limited');
    await lf.reply(limitedAdmin, generalThread, 'Neither is the admin');
    expect((await lf.thread(generalThread)).reply_count).toBe(before + 5);
  });

  it('counts new threads and replies together', async () => {
    const poster = (await register(limited)).access_token;
    const category = (await lf.categories())[0].id;
    const thread = await lf.createThread(poster, category);
    await lf.reply(poster, thread.id, 'one');
    await lf.reply(poster, thread.id, 'two');
    expectError(await lf.request('POST', `/api/forum/threads/${thread.id}/posts`, poster, { content: 'three' }), 429);
    expect((await lf.thread(thread.id)).reply_count).toBe(2);
  });

  it('counts new categories in the same budget, and a refused one is not created', async () => {
    const poster = (await register(limited)).access_token;
    const names = ['Flood one', 'Flood two', 'Flood three', 'Flood four'];
    const statuses: number[] = [];
    for (const name of names)
      statuses.push((await lf.request('POST', '/api/forum/categories', poster, { name, description: 'x' })).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect((await lf.categories()).map((category) => category.name)).not.toContain('Flood four');
    // The categories spent the budget threads and replies draw on too.
    const category = (await lf.categories())[0].id;
    expectError(
      await lf.request('POST', `/api/forum/categories/${category}/threads`, poster, {
        title: 'After the flood',
        content: 'x',
      }),
      429,
    );
  });
});
