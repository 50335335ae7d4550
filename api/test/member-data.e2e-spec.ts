import type { MemberDataExport, User } from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAppWithAccounts, login, register, testAdminPassword } from './support/accounts.js';
import { compatibilityApi, crtMame, reportBody } from './support/compatibility.js';
import { expectError, expectIssue, forumApi } from './support/forum.js';
import type { TestApp } from './support/test-app.js';

// Issue 31, point 8: a member downloads everything the site holds about them, and deletes their account.
let t: TestApp;
let admin: string;
let categoryId: number;
let gameId: number;
let options: Parameters<typeof reportBody>[0];

beforeAll(async () => {
  ({ t, admin } = await createAppWithAccounts());
  categoryId = (await forumApi(t).createCategory(admin)).id;
  const lightgun = compatibilityApi(t);
  options = (await lightgun.expect('GET', '/api/lightgun/setup-options', undefined, undefined, 200)).json();
  gameId = (await lightgun.platformWithGames(admin, ['Point Blank'])).games[0].id;
});
afterAll(() => t.close());

/** A member with a thread, a reply in someone else's thread, a report and a pending news item. */
async function activeMember() {
  const account = await register(t);
  const token = account.access_token;
  const f = forumApi(t);
  const thread = await f.createThread(token, categoryId, { title: `Thread of ${account.username}` });
  const othersThread = await f.createThread(admin, categoryId);
  const reply = await f.reply(token, othersThread.id, `A reply by ${account.username}`);
  const report = await compatibilityApi(t).create(token, gameId, reportBody(options, crtMame, 'perfect', 'Works'));
  const news = await t.request({
    method: 'POST',
    url: '/api/news',
    headers: bearer(token),
    payload: { title: 'My news', description: 'Excerpt', content: 'Body' },
  });
  return { account, token, thread, othersThread, reply, report, newsId: news.json<{ id: number }>().id };
}

const exportOf = (token?: string) =>
  t.request({ method: 'GET', url: '/api/auth/me/export', headers: token ? bearer(token) : {} });
const deleteAccount = (token: string | undefined, payload?: unknown) =>
  t.request({
    method: 'DELETE',
    url: '/api/auth/me',
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('GET /api/auth/me/export', () => {
  it('answers one JSON attachment with the profile, threads, replies, reports, submissions and mail settings', async () => {
    const m = await activeMember();
    await t.request({
      method: 'PUT',
      url: '/api/notifications/settings',
      headers: bearer(m.token),
      payload: { mail: { reply: 'never' } },
    });
    const response = await exportOf(m.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="lightgun-hub-member-${m.account.user.id}.json"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json<MemberDataExport>();
    expect(data.profile).toMatchObject({ id: m.account.user.id, username: m.account.username, email: m.account.email });
    expect(JSON.stringify(data)).not.toMatch(/password|hash/i);
    expect(data.threads.map((thread) => thread.id)).toEqual([m.thread.id]);
    expect(data.replies.map((reply) => [reply.id, reply.thread_id])).toEqual([[m.reply.id, m.othersThread.id]]);
    expect(data.compatibility_reports.map((report) => report.id)).toEqual([m.report.id]);
    expect(data.submissions).toMatchObject([{ type: 'news', id: m.newsId, status: 'pending' }]);
    expect(data.notification_settings?.mail).toMatchObject({ reply: 'never', mention: 'immediately' });
    expect(Date.parse(data.exported_at)).not.toBeNaN();
  });

  it("holds only the caller's own things, and needs a login", async () => {
    await activeMember();
    const quiet = await register(t);
    const data = (await exportOf(quiet.access_token)).json<MemberDataExport>();
    expect(data).toMatchObject({ threads: [], replies: [], compatibility_reports: [], submissions: [] });
    expect(data.profile.username).toBe(quiet.username);
    expectError(await exportOf(), 401);
  });

  it('reads every page of a long list', async () => {
    const account = await register(t);
    const thread = await forumApi(t).createThread(admin, categoryId);
    for (let i = 0; i < 101; i++) await forumApi(t).reply(account.access_token, thread.id, `Reply ${i}`);
    const data = (await exportOf(account.access_token)).json<MemberDataExport>();
    expect(data.replies).toHaveLength(101);
    expect(new Set(data.replies.map((reply) => reply.id)).size).toBe(101);
  });
});

describe('DELETE /api/auth/me', () => {
  it('deletes the account at once: its sessions end, its login and email are free; its posts stay by nobody', async () => {
    const m = await activeMember();
    const response = await deleteAccount(m.token, { password: m.account.password });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await t.request({ method: 'GET', url: '/api/auth/me', headers: bearer(m.token) })).statusCode).toBe(401);
    await expect(login(t, m.account.username, m.account.password)).rejects.toThrow('401');
    expect(await t.dataSource.query('SELECT 1 FROM users WHERE email = $1', [m.account.email])).toEqual([]);

    const thread = await forumApi(t).request('GET', `/api/forum/threads/${m.thread.id}`);
    expect(thread.statusCode).toBe(200);
    const [reply] = await t.dataSource.query<Array<{ author_id: number | null }>>(
      'SELECT author_id FROM forum_posts WHERE id = $1',
      [m.reply.id],
    );
    expect(reply).toEqual({ author_id: null });
    const [report] = await t.dataSource.query<Array<{ author_id: number | null }>>(
      'SELECT author_id FROM compatibility_reports WHERE id = $1',
      [m.report.id],
    );
    expect(report).toEqual({ author_id: null });
    // The same name can register again.
    const { username, email, password, display_name } = m.account;
    await register(t, { username, email, password, display_name });
  });

  it('deletes the threads, replies and reports too when asked', async () => {
    const m = await activeMember();
    expect((await deleteAccount(m.token, { password: m.account.password, delete_posts: true })).statusCode).toBe(204);
    expect((await forumApi(t).request('GET', `/api/forum/threads/${m.thread.id}`)).statusCode).toBe(404);
    expect(await t.dataSource.query('SELECT 1 FROM forum_posts WHERE id = $1', [m.reply.id])).toEqual([]);
    expect(await t.dataSource.query('SELECT 1 FROM compatibility_reports WHERE id = $1', [m.report.id])).toEqual([]);
    // The thread the reply was in keeps its count right.
    const others = await forumApi(t).request('GET', `/api/forum/threads/${m.othersThread.id}`);
    expect(others.json<{ reply_count: number }>().reply_count).toBe(0);
    // A submission is no post: it stays, by nobody.
    expect(await t.dataSource.query('SELECT submitted_by FROM news WHERE id = $1', [m.newsId])).toEqual([
      { submitted_by: null },
    ]);
  });

  it('refuses a wrong password with 403 and keeps everything', async () => {
    const m = await activeMember();
    expectError(
      await deleteAccount(m.token, { password: 'not-the-password', delete_posts: true }),
      403,
      'Password is incorrect',
    );
    expect((await t.request({ method: 'GET', url: '/api/auth/me', headers: bearer(m.token) })).json<User>().id).toBe(
      m.account.user.id,
    );
    expect((await forumApi(t).request('GET', `/api/forum/threads/${m.thread.id}`)).statusCode).toBe(200);
  });

  it('validates the body: a password is required, delete_posts is a boolean, nothing else', async () => {
    const m = await activeMember();
    expectIssue(await deleteAccount(m.token, {}), 'password', 'Enter your password');
    expectIssue(await deleteAccount(m.token, { password: '' }), 'password', 'Enter your password');
    expectIssue(await deleteAccount(m.token, { password: 42 }), 'password');
    expectIssue(
      await deleteAccount(m.token, { password: m.account.password, delete_posts: 'yes' }),
      'delete_posts',
      'delete_posts must be true or false',
    );
    expect([400, 422]).toContain((await deleteAccount(m.token, { password: m.account.password, extra: 1 })).statusCode);
    expect([400, 422]).toContain((await deleteAccount(m.token)).statusCode);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', headers: bearer(m.token) })).statusCode).toBe(200);
  });

  it('needs a login, and refuses the admin account with 409', async () => {
    expectError(await deleteAccount(undefined, { password: 'whatever' }), 401);
    expectError(
      await deleteAccount(admin, { password: testAdminPassword }),
      409,
      'The admin account cannot be deleted: it runs the site',
    );
    expect((await t.request({ method: 'GET', url: '/api/auth/me', headers: bearer(admin) })).statusCode).toBe(200);
  });

  it("deletes a moderator's own account like a member's", async () => {
    const account = await register(t);
    await t.request({
      method: 'PATCH',
      url: `/api/auth/users/${account.user.id}/role`,
      headers: bearer(admin),
      payload: { role: 'moderator' },
    });
    expect((await deleteAccount(account.access_token, { password: account.password })).statusCode).toBe(204);
  });
});
