import type { MemberProfile, MemberReplyPage, MemberThreadPage } from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, register } from './support/accounts.js';
import { bootForum, expectError, type ForumApi } from './support/forum.js';
import type { TestApp } from './support/test-app.js';

let t: TestApp;
let f: ForumApi;
let admin: string;
let mod: string;
let author: Awaited<ReturnType<typeof register>>;
let categoryId: number;
let threadIds: number[];
let replyIds: number[];

const get = (url: string, token?: string) => t.request({ method: 'GET', url, headers: token ? bearer(token) : {} });
const profileKeys = [
  'display_name',
  'id',
  'joined_at',
  'post_count',
  'reply_count',
  'role',
  'thread_count',
  'username',
];

beforeAll(async () => {
  let member: string;
  ({ t, f, admin, member, moderator: mod } = await bootForum());
  author = await register(t);
  categoryId = (await f.createCategory(admin)).id;
  const [gameRow] = await t.dataSource.query<Array<{ id: number }>>('SELECT id FROM games ORDER BY id LIMIT 1');
  threadIds = [];
  for (const [index, body] of [{}, { game_id: gameRow.id }, {}].entries()) {
    threadIds.push(
      (await f.createThread(author.access_token, categoryId, { title: `Author thread ${index + 1}`, ...body })).id,
    );
  }
  const elsewhere = await f.createThread(member, categoryId, { title: "Someone else's thread" });
  replyIds = [];
  for (const content of [
    'First **bold** reply',
    'Second reply <script>alert(1)</script>',
    'Third reply',
    'Fourth, deleted',
  ]) {
    replyIds.push((await f.reply(author.access_token, elsewhere.id, content)).id);
  }
  replyIds.push((await f.reply(author.access_token, threadIds[0], 'A reply in my own thread')).id);
  await f.deletePost(mod, replyIds[3]);
  replyIds.splice(3, 1);
  await f.reply(member, threadIds[0], 'Not by the author');
});
afterAll(() => t?.close());

describe('GET /api/users/{username}', () => {
  it("answers a member's public facts with exact counts, and never an email", async () => {
    const response = await get(`/api/users/${author.username}`);
    expect(response.statusCode).toBe(200);
    const profile = response.json<MemberProfile>();
    expect(Object.keys(profile).sort()).toEqual(profileKeys);
    expect(profile).toEqual({
      id: author.user.id,
      username: author.username,
      display_name: author.display_name,
      role: 'regular',
      joined_at: author.user.created_at,
      thread_count: 3,
      reply_count: 4,
      post_count: 7,
    });
    expect(profile.post_count).toBe((await f.me(author.access_token)).post_count);
    expect(response.body).not.toContain(author.email);
    expect(response.body).not.toMatch(/email|password|hash|session/i);
  });

  it('finds the username in any case, and answers everyone the same, owner and staff included', async () => {
    const expected = (await get(`/api/users/${author.username}`)).json<MemberProfile>();
    for (const token of [undefined, (await register(t)).access_token, author.access_token, mod, admin]) {
      const response = await get(`/api/users/${author.username.toUpperCase()}`, token);
      expect(response.statusCode).toBe(200);
      expect(response.json<MemberProfile>()).toEqual(expected);
    }
  });

  it("shows a moderator's and an admin's role", async () => {
    expect((await get('/api/users/admin')).json<MemberProfile>().role).toBe('admin');
    const promoted = await register(t);
    await t.request({
      method: 'PATCH',
      url: `/api/auth/users/${promoted.user.id}/role`,
      headers: bearer(admin),
      payload: { role: 'moderator' },
    });
    expect((await get(`/api/users/${promoted.username}`)).json<MemberProfile>().role).toBe('moderator');
  });

  it('answers 404 for nobody, whatever the name looks like, and finds a full-width spelling as registration stores it', async () => {
    for (const name of ['nobody-here', 'x'.repeat(51), 'a%2Fb', '%E2%80%8B', `${author.username}%20`])
      expectError(await get(`/api/users/${name}`), 404);
    // Like any text the API reads, a name with NUL is bad input.
    expectError(await get('/api/users/%00'), 400);
    const fullWidth = [...author.username].map((char) => String.fromCodePoint(char.codePointAt(0)! + 0xfee0)).join('');
    expect((await get(`/api/users/${encodeURIComponent(fullWidth)}`)).json<MemberProfile>().id).toBe(author.user.id);
  });

  it("gives a member named 'me' a profile, and leaves /users/me/setup to its own route", async () => {
    const me = await register(t, {
      username: 'me',
      email: 'me@example.com',
      password: 'zapper-123',
      display_name: 'Just Me',
    });
    expect((await get('/api/users/me')).json<MemberProfile>()).toMatchObject({
      username: 'me',
      display_name: 'Just Me',
    });
    expect((await get('/api/users/me/threads')).json<MemberThreadPage>().threads).toEqual([]);
    // The caller's own setup preference, not the profile of the member named 'me'.
    const setup = await get('/api/users/me/setup', me.access_token);
    expect(setup.statusCode).toBe(200);
    expect(setup.json()).toEqual({ gun_id: null, display_id: null, play_mode_id: null });
  });
});

describe('GET /api/users/{username}/threads', () => {
  it("pages the member's threads, newest first, each with its game", async () => {
    const page = (await get(`/api/users/${author.username}/threads`)).json<MemberThreadPage>();
    expect(page.threads.map((thread) => thread.id)).toEqual([...threadIds].reverse());
    expect(page.threads.every((thread) => thread.author.username === author.username)).toBe(true);
    expect(page.threads[1].game).toMatchObject({ id: expect.any(Number), title: expect.any(String) });
    expect(page.threads[0].game).toBeNull();
    expect(page.pagination).toEqual({
      page: 1,
      limit: 20,
      total_count: 3,
      total_pages: 1,
      has_next: false,
      has_prev: false,
    });

    const pages = await Promise.all(
      [1, 2].map(async (n) =>
        (await get(`/api/users/${author.username}/threads?page=${n}&limit=2`)).json<MemberThreadPage>(),
      ),
    );
    expect(pages.flatMap((p) => p.threads.map((thread) => thread.id))).toEqual([...threadIds].reverse());
    expect(pages[1].pagination).toMatchObject({
      page: 2,
      limit: 2,
      total_count: 3,
      total_pages: 2,
      has_next: false,
      has_prev: true,
    });
    expect(
      (await get(`/api/users/${author.username}/threads?limit=101`)).json<MemberThreadPage>().pagination.limit,
    ).toBe(100);
  });
});

describe('GET /api/users/{username}/replies', () => {
  it("pages the member's replies, newest first, as excerpts, with their thread's title", async () => {
    const page = (await get(`/api/users/${author.username}/replies`)).json<MemberReplyPage>();
    expect(page.replies.map((reply) => reply.id)).toEqual([...replyIds].reverse());
    expect(page.pagination).toEqual({
      page: 1,
      limit: 50,
      total_count: 4,
      total_pages: 1,
      has_next: false,
      has_prev: false,
    });
    const [own, third, second, first] = page.replies;
    expect(own.thread_title).toBe('Author thread 1');
    expect(first).toMatchObject({ thread_title: "Someone else's thread", excerpt: 'First bold reply', edited: false });
    expect(first).not.toHaveProperty('content');
    expect(second.excerpt).not.toContain('<script');
    expect(third.author.username).toBe(author.username);

    const pages = await Promise.all(
      [1, 2, 3].map(async (n) =>
        (await get(`/api/users/${author.username}/replies?page=${n}&limit=2`)).json<MemberReplyPage>(),
      ),
    );
    expect(pages.flatMap((p) => p.replies.map((reply) => reply.id))).toEqual([...replyIds].reverse());
    expect(pages[2].replies).toEqual([]);
    expect(
      (await get(`/api/users/${author.username}/replies?limit=500`)).json<MemberReplyPage>().pagination.limit,
    ).toBe(100);
  });
});

describe('the lists of a profile', () => {
  it('are read by anyone alike', async () => {
    for (const list of ['threads', 'replies']) {
      const expected = (await get(`/api/users/${author.username}/${list}`)).body;
      for (const token of [(await register(t)).access_token, author.access_token, mod, admin]) {
        const response = await get(`/api/users/${author.username}/${list}`, token);
        expect(response.statusCode).toBe(200);
        expect(response.body).toBe(expected);
      }
    }
  });

  it('answer 404 for nobody and 400 for malformed paging', async () => {
    for (const list of ['threads', 'replies']) {
      expectError(await get(`/api/users/nobody-here/${list}`), 404);
      for (const query of ['?page=0', '?page=abc', '?limit=0', '?limit=-5', '?limit=2.5', '?page=99999999999']) {
        expectError(await get(`/api/users/${author.username}/${list}${query}`), 400);
      }
    }
  });

  it('are empty for a member who has not posted', async () => {
    const quiet = await register(t);
    expect((await get(`/api/users/${quiet.username}`)).json<MemberProfile>()).toMatchObject({
      thread_count: 0,
      reply_count: 0,
      post_count: 0,
    });
    expect((await get(`/api/users/${quiet.username}/threads`)).json<MemberThreadPage>().threads).toEqual([]);
    expect((await get(`/api/users/${quiet.username}/replies`)).json<MemberReplyPage>().replies).toEqual([]);
  });
});
