import type { MySubmissionPage, NewsArticle, Video } from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAppWithAccounts, register } from './support/accounts.js';
import type { TestApp } from './support/test-app.js';

// Issue 31, points 1 and 6: a denial keeps the submission, both decisions tell the submitter, and the member lists
// their own submissions with their status.
let t: TestApp;
let admin: string;
let member: { id: number; token: string; username: string };
let other: { id: number; token: string; username: string };
let videoCounter = 0;

const watch = () => `https://www.youtube.com/watch?v=sub${String(++videoCounter).padStart(8, '0')}`;

async function signUp() {
  const account = await register(t);
  return { id: account.user.id, token: account.access_token, username: account.username };
}

async function submit(type: 'video' | 'news', token: string, title: string, content = 'Body text.') {
  const response = await t.request({
    method: 'POST',
    url: type === 'video' ? '/api/videos' : '/api/news',
    headers: bearer(token),
    payload: type === 'video' ? { title, youtube_url: watch() } : { title, description: 'Excerpt', content },
  });
  if (response.statusCode >= 300) throw new Error(`submit failed: ${response.statusCode} ${response.body}`);
  return response.json<{ id: number }>().id;
}

const base = (type: 'video' | 'news') => (type === 'video' ? '/api/videos' : '/api/news');
const deny = (type: 'video' | 'news', id: number | string, payload?: unknown, token = admin) =>
  t.request({ method: 'PATCH', url: `${base(type)}/${id}/deny`, headers: bearer(token), payload: payload as object });
const approve = (type: 'video' | 'news', id: number, token = admin) =>
  t.request({ method: 'PATCH', url: `${base(type)}/${id}/approve`, headers: bearer(token) });

interface NotificationRow {
  user_id: number;
  kind: string;
  actor_id: number | null;
  title: string;
  reason: string | null;
  link: string;
}
const notificationsAbout = (type: 'video' | 'news', id: number) =>
  t.dataSource.query<NotificationRow[]>(
    `SELECT user_id, kind, actor_id, title, reason, link FROM notifications
     WHERE source_type = $1 AND source_id = $2 ORDER BY id`,
    [type, id],
  );

const mySubmissions = (token?: string, query = '') =>
  t.request({ method: 'GET', url: `/api/auth/me/submissions${query}`, headers: token ? bearer(token) : {} });

let adminId: number;
beforeAll(async () => {
  ({ t, admin } = await createAppWithAccounts());
  adminId = (await t.request({ method: 'GET', url: '/api/auth/me', headers: bearer(admin) })).json<{ id: number }>().id;
  member = await signUp();
  other = await signUp();
});
afterAll(() => t.close());

describe.each(['video', 'news'] as const)('denying and approving a %s', (type) => {
  it('keeps a denied submission with its reason, for the admins and its submitter only, and tells the submitter', async () => {
    const id = await submit(type, member.token, `Denied ${type}`);
    const response = await deny(type, id, { reason: '  Off topic for the site.  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json<Video | NewsArticle>()).toMatchObject({ id, status: 'denied' });

    const read = (token?: string) =>
      t.request({ method: 'GET', url: `${base(type)}/${id}`, headers: token ? bearer(token) : {} });
    expect((await read()).statusCode).toBe(404);
    expect((await read(other.token)).statusCode).toBe(404);
    expect((await read(admin)).statusCode).toBe(200);

    expect(await notificationsAbout(type, id)).toEqual([
      {
        user_id: member.id,
        kind: 'submission_denied',
        actor_id: adminId,
        title: `Denied ${type}`,
        reason: 'Off topic for the site.',
        link: '/account',
      },
    ]);
  });

  it('denies without a reason, through PATCH deny with no body and the spec route DELETE reject', async () => {
    const first = await submit(type, member.token, 'No reason 1');
    expect((await deny(type, first)).json()).toMatchObject({ status: 'denied' });
    const second = await submit(type, member.token, 'No reason 2');
    const rejected = await t.request({
      method: 'DELETE',
      url: `${base(type)}/${second}/reject`,
      headers: bearer(admin),
    });
    expect(rejected.statusCode).toBe(200);
    for (const id of [first, second])
      expect(await notificationsAbout(type, id)).toMatchObject([{ kind: 'submission_denied', reason: null }]);
  });

  it('answers 409 when the submission is not pending, and tells nobody', async () => {
    const id = await submit(type, member.token, 'Twice');
    await deny(type, id);
    expect((await deny(type, id)).json()).toEqual({
      detail: `Only pending ${type === 'video' ? 'videos' : 'articles'} can be rejected; delete a published one instead`,
      status: 409,
    });
    const published = await submit(type, admin, 'Published by the admin');
    expect((await deny(type, published)).statusCode).toBe(409);
    expect(await notificationsAbout(type, published)).toEqual([]);
    expect(await notificationsAbout(type, id)).toHaveLength(1);
  });

  it('approves a submission, pending or denied, into the public list and tells the submitter once', async () => {
    const id = await submit(type, member.token, `Approved ${type}`);
    await deny(type, id, { reason: 'Not yet' });
    const response = await approve(type, id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'published' });
    expect((await t.request({ method: 'GET', url: `${base(type)}/${id}` })).statusCode).toBe(200);
    // Approving what is published again tells nobody.
    expect((await approve(type, id)).statusCode).toBe(200);
    const told = await notificationsAbout(type, id);
    expect(told.map((row) => [row.kind, row.link])).toEqual([
      ['submission_denied', '/account'],
      ['submission_approved', type === 'video' ? `/video/${id}` : `/news/${id}`],
    ]);
    expect(told[1]).toMatchObject({ user_id: member.id, actor_id: adminId, reason: null });
  });

  it('validates the reason: text of at most 500 characters, no other fields', async () => {
    const id = await submit(type, member.token, 'Validated');
    const tooLong = await deny(type, id, { reason: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(422);
    expect(JSON.stringify(tooLong.json())).toContain('The reason must be at most 500 characters');
    expect((await deny(type, id, { reason: 42 })).statusCode).toBe(422);
    expect([400, 422]).toContain((await deny(type, id, { reason: 'ok', extra: true })).statusCode);
    expect((await deny(type, id, { reason: 'x'.repeat(500) })).statusCode).toBe(200);
  });

  it('lets only admins deny: 401 anonymous, 403 for the submitter and other members; 404 and 400 on ids', async () => {
    const id = await submit(type, member.token, 'Permissions');
    const route = { method: 'PATCH' as const, url: `${base(type)}/${id}/deny`, payload: {} };
    expect((await t.request(route)).statusCode).toBe(401);
    expect((await t.request({ ...route, headers: bearer(member.token) })).statusCode).toBe(403);
    expect((await t.request({ ...route, headers: bearer(other.token) })).statusCode).toBe(403);
    expect((await deny(type, 999999, {})).statusCode).toBe(404);
    expect((await deny(type, 'abc', {})).statusCode).toBe(400);
    expect(await notificationsAbout(type, id)).toEqual([]);
  });

  it("withdraws the item's notifications when an admin deletes it", async () => {
    const id = await submit(type, member.token, 'Deleted later');
    await approve(type, id);
    expect(await notificationsAbout(type, id)).toHaveLength(1);
    expect((await t.request({ method: 'DELETE', url: `${base(type)}/${id}`, headers: bearer(admin) })).statusCode).toBe(
      200,
    );
    expect(await notificationsAbout(type, id)).toEqual([]);
  });
});

describe('mentions in a news item', () => {
  it('tell the mentioned members once, when the item is first published, never its author', async () => {
    const mentioned = await signUp();
    const id = await submit(
      'news',
      member.token,
      'Mentioning',
      `Thanks @${mentioned.username} and @${member.username}, and \`@${other.username}\` in code, and @nobody-here.`,
    );
    const mentions = async () => (await notificationsAbout('news', id)).filter((row) => row.kind === 'mention');
    expect(await mentions()).toEqual([]);
    await approve('news', id);
    expect(await mentions()).toEqual([
      {
        user_id: mentioned.id,
        kind: 'mention',
        actor_id: member.id,
        title: 'Mentioning',
        reason: null,
        link: `/news/${id}`,
      },
    ]);
    // Unpublished and published again: nobody is told twice.
    const edit = (published: boolean) =>
      t.request({
        method: 'PUT',
        url: `/api/news/${id}`,
        headers: bearer(admin),
        payload: { title: 'Mentioning', description: 'Excerpt', content: `Hi @${mentioned.username}`, published },
      });
    expect((await edit(false)).statusCode).toBe(200);
    expect((await edit(true)).statusCode).toBe(200);
    expect(await mentions()).toHaveLength(1);
  });

  it('tell them at once when an admin publishes the item, and not while it waits', async () => {
    const mentioned = await signUp();
    const published = await submit('news', admin, 'Admin news', `Welcome @${mentioned.username}!`);
    expect(await notificationsAbout('news', published)).toMatchObject([
      { user_id: mentioned.id, kind: 'mention', actor_id: adminId },
    ]);
    const waiting = await submit('news', member.token, 'Waiting', `Hello @${mentioned.username}`);
    await deny('news', waiting);
    expect((await notificationsAbout('news', waiting)).map((row) => row.kind)).toEqual(['submission_denied']);
  });
});

describe('GET /api/auth/me/submissions', () => {
  it("lists the caller's videos and news, newest first, with status, reason and link, a page at a time", async () => {
    const author = await signUp();
    const pendingVideo = await submit('video', author.token, 'Pending video');
    const deniedNews = await submit('news', author.token, 'Denied news');
    const approvedVideo = await submit('video', author.token, 'Approved video');
    const pendingNews = await submit('news', author.token, 'Pending news');
    await deny('news', deniedNews, { reason: 'Duplicate' });
    await approve('video', approvedVideo);
    await submit('news', other.token, "Someone else's");

    const response = await mySubmissions(author.token);
    expect(response.statusCode).toBe(200);
    const page = response.json<MySubmissionPage>();
    expect(page.submissions.map((s) => [s.type, s.id, s.status, s.denial_reason, s.url])).toEqual([
      ['news', pendingNews, 'pending', null, null],
      ['video', approvedVideo, 'approved', null, `/video/${approvedVideo}`],
      ['news', deniedNews, 'denied', 'Duplicate', null],
      ['video', pendingVideo, 'pending', null, null],
    ]);
    expect(page.submissions[0]).toMatchObject({
      title: 'Pending news',
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(page.pagination).toEqual({
      page: 1,
      limit: 10,
      total_count: 4,
      total_pages: 1,
      has_next: false,
      has_prev: false,
    });

    const second = (await mySubmissions(author.token, '?page=2&limit=3')).json<MySubmissionPage>();
    expect(second.submissions.map((s) => s.id)).toEqual([pendingVideo]);
    expect(second.pagination).toMatchObject({ page: 2, limit: 3, total_count: 4, has_prev: true, has_next: false });
    const past = (await mySubmissions(author.token, '?page=9')).json<MySubmissionPage>();
    expect(past.submissions).toEqual([]);
  });

  it('answers an empty list to a member who submitted nothing, and 401 without a login', async () => {
    const quiet = await signUp();
    expect((await mySubmissions(quiet.token)).json<MySubmissionPage>()).toMatchObject({
      submissions: [],
      pagination: { total_count: 0 },
    });
    expect((await mySubmissions()).statusCode).toBe(401);
  });

  it('refuses a malformed page or limit with 400', async () => {
    for (const query of ['?page=0', '?page=abc', '?limit=0', '?limit=-1'])
      expect((await mySubmissions(member.token, query)).statusCode, query).toBe(400);
  });
});
