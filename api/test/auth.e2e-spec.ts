import type { LoginResponse, User } from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeed } from '../src/seed/seed.js';
import { bearer, login, newAccount, register } from './support/accounts.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let adminToken: string;
const everyBody: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ ADMIN_PASSWORD: 'admin-pass-123' });
  await runSeed(t.dataSource, t.config, () => {});
  adminToken = (await login(t, 'admin', 'admin-pass-123')).access_token;
  const original = t.request;
  // Remember every body this file receives, to prove no password hash ever leaves the API.
  t.request = (async (options: Parameters<TestApp['request']>[0]) => {
    const response = await original(options);
    everyBody.push(response.body);
    return response;
  }) as TestApp['request'];
});
afterAll(() => t.close());

const userKeys = ['created_at', 'display_name', 'email', 'id', 'post_count', 'role', 'updated_at', 'username'];

describe('POST /api/auth/register', () => {
  it('creates a regular account and answers a token and the user', async () => {
    const account = newAccount();
    const response = await t.request({ method: 'POST', url: '/api/auth/register', payload: account });
    expect(response.statusCode).toBe(201);
    const body = response.json<LoginResponse>();
    expect(body.access_token).toEqual(expect.any(String));
    expect(Object.keys(body.user).sort()).toEqual(userKeys);
    expect(body.user).toMatchObject({
      username: account.username,
      email: account.email,
      display_name: account.display_name,
      role: 'regular',
      post_count: 0,
    });
  });

  it('is also reachable as the forum registration', async () => {
    const response = await t.request({ method: 'POST', url: '/api/forum/auth/register', payload: newAccount() });
    expect(response.statusCode).toBe(201);
    expect(response.json<LoginResponse>().user.role).toBe('regular');
  });

  it.each([
    ['username', 'Username is required'],
    ['email', 'Email is required'],
    ['password', 'Password must be at least 6 characters long'],
    ['display_name', 'Display name is required'],
  ])('requires %s', async (field, message) => {
    const payload: Record<string, string> = newAccount();
    delete payload[field];
    const response = await t.request({ method: 'POST', url: '/api/auth/register', payload });
    expect(response.statusCode).toBe(422);
    const { detail } = response.json<{ detail: Array<{ loc: string[]; msg: string }> }>();
    expect(detail).toContainEqual({ loc: ['body', field], msg: message });
  });

  it('rejects a malformed email and a short password', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: newAccount({ email: 'not-an-email', password: '12345' }),
    });
    expect(response.statusCode).toBe(422);
    const messages = response.json<{ detail: Array<{ msg: string }> }>().detail.map((d) => d.msg);
    expect(messages).toEqual(
      expect.arrayContaining(['Email must be a valid email address', 'Password must be at least 6 characters long']),
    );
  });

  it('never lets anyone register a role', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...newAccount(), role: 'admin' },
    });
    expect(response.statusCode).toBe(422);
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM users WHERE role = 'admin'`)).toEqual([{ n: 1 }]);
  });

  it('trims usernames and treats them case-insensitively: 409 naming the taken field', async () => {
    const first = await register(t, newAccount({ username: '  Zapper  ' }));
    expect(first.user.username).toBe('Zapper');
    const sameName = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: newAccount({ username: 'zapper' }),
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toEqual({ detail: 'Username already taken', status: 409 });
    const sameEmail = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: newAccount({ email: first.email.toUpperCase() }),
    });
    expect(sameEmail.json()).toEqual({ detail: 'Email already registered', status: 409 });
  });

  it('refuses the Cyrillic аdmin and every other lookalike of the seeded admin, storing none', async () => {
    const [{ username_skeleton }] = await t.dataSource.query<Array<{ username_skeleton: string }>>(
      `SELECT username_skeleton FROM users WHERE username = 'admin'`,
    );
    expect(username_skeleton).toBe('adrnin');
    const lookalikes = ['аdmin', 'ADMIN', 'adrnin', 'ａｄｍｉｎ', 'Admin_'];
    for (const username of lookalikes) {
      const response = await t.request({
        method: 'POST',
        url: '/api/auth/register',
        payload: newAccount({ username }),
      });
      expect(response.statusCode, username).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, username).toBeLessThan(500);
      expect(response.json<{ detail: unknown }>().detail, username).toBeTruthy();
    }
    expect(await t.dataSource.query(`SELECT username FROM users WHERE username = ANY($1)`, [lookalikes])).toEqual([]);
  });

  it('takes bidi controls out of the display name, and keeps staff words from it (400, no account)', async () => {
    const created = await register(t, newAccount({ display_name: '\u202eZapper\u202c Queen\u200e' }));
    expect(created.user.display_name).toBe('Zapper Queen');
    for (const display_name of ['Admin', '\u202eAdmin', 'the moderator', 'Moderator_Joe']) {
      const account = newAccount({ display_name });
      const response = await t.request({ method: 'POST', url: '/api/auth/register', payload: account });
      expect(response.json(), display_name).toEqual({
        status: 400,
        detail: [
          {
            loc: ['body', 'display_name'],
            msg: "Display name must not contain 'admin' or 'moderator': those words are kept for staff",
          },
        ],
      });
      expect(await t.dataSource.query('SELECT id FROM users WHERE username = $1', [account.username])).toEqual([]);
    }
  });

  it('rejects malformed JSON with 400', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/auth/login and GET /api/auth/me', () => {
  it('logs in with any case of the username and returns the current user from the token', async () => {
    const account = await register(t);
    const session = await login(t, `  ${account.username.toUpperCase()} `, account.password);
    const me = await t.request({ method: 'GET', url: '/api/auth/me', headers: bearer(session.access_token) });
    expect(me.statusCode).toBe(200);
    expect(me.json<User>()).toMatchObject({ id: account.user.id, username: account.username });
  });

  it('answers a wrong password and an unknown user the same way', async () => {
    const account = await register(t);
    for (const payload of [
      { username: account.username, password: 'wrong-pass' },
      { username: 'nobody-here', password: 'whatever' },
    ]) {
      const response = await t.request({ method: 'POST', url: '/api/auth/login', payload });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'Invalid username or password', status: 401 });
    }
  });

  it('requires both fields', async () => {
    const response = await t.request({ method: 'POST', url: '/api/auth/login', payload: { username: 'x' } });
    expect(response.statusCode).toBe(422);
  });

  it('answers 401 without a token, with a bad one, and with a tampered one', async () => {
    const account = await register(t);
    const [header, payload] = account.access_token.split('.');
    for (const headers of [{}, bearer('garbage'), bearer(`${header}.${payload}.forged-signature`)]) {
      const response = await t.request({ method: 'GET', url: '/api/auth/me', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json<{ detail: string }>().detail).toEqual(expect.any(String));
    }
  });
});

describe('admin user management', () => {
  it('lists users for the admin only', async () => {
    const regular = await register(t);
    const asAdmin = await t.request({ method: 'GET', url: '/api/auth/users', headers: bearer(adminToken) });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json<User[]>().map((u) => u.username)).toEqual(expect.arrayContaining(['admin', regular.username]));
    expect(
      (await t.request({ method: 'GET', url: '/api/auth/users', headers: bearer(regular.access_token) })).statusCode,
    ).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/auth/users' })).statusCode).toBe(401);
  });

  it('deletes a user, whose token stops working at once, and never an admin', async () => {
    const victim = await register(t);
    const regular = await register(t);
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/api/auth/users/${victim.user.id}`,
          headers: bearer(regular.access_token),
        })
      ).statusCode,
    ).toBe(403);
    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/auth/users/${victim.user.id}`,
      headers: bearer(adminToken),
    });
    expect(deleted.statusCode).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: '/api/auth/me', headers: bearer(victim.access_token) })).statusCode,
    ).toBe(401);

    const [{ id: adminId }] = await t.dataSource.query<Array<{ id: number }>>(
      `SELECT id FROM users WHERE username = 'admin'`,
    );
    const adminTarget = await t.request({
      method: 'DELETE',
      url: `/api/auth/users/${adminId}`,
      headers: bearer(adminToken),
    });
    expect(adminTarget.statusCode).toBe(403);
    expect(adminTarget.json()).toEqual({ detail: 'Admin accounts cannot be deleted', status: 403 });
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    expect(
      (await t.request({ method: 'DELETE', url: '/api/auth/users/999999', headers: bearer(adminToken) })).json(),
    ).toEqual({
      detail: 'User not found',
      status: 404,
    });
    expect(
      (await t.request({ method: 'DELETE', url: '/api/auth/users/abc', headers: bearer(adminToken) })).statusCode,
    ).toBe(400);
    expect(
      (await t.request({ method: 'DELETE', url: '/api/auth/users/99999999999', headers: bearer(adminToken) }))
        .statusCode,
    ).toBe(400);
  });

  it('sets regular or moderator roles; a demotion applies on the next request', async () => {
    const member = await register(t);
    const promoted = await t.request({
      method: 'PATCH',
      url: `/api/auth/users/${member.user.id}/role`,
      headers: bearer(adminToken),
      payload: { role: 'moderator' },
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json<User>().role).toBe('moderator');
    expect(
      (await t.request({ method: 'GET', url: '/api/auth/me', headers: bearer(member.access_token) })).json<User>().role,
    ).toBe('moderator');
    await t.request({
      method: 'PATCH',
      url: `/api/auth/users/${member.user.id}/role`,
      headers: bearer(adminToken),
      payload: { role: 'regular' },
    });
    expect(
      (await t.request({ method: 'GET', url: '/api/auth/me', headers: bearer(member.access_token) })).json<User>().role,
    ).toBe('regular');

    const toAdmin = await t.request({
      method: 'PATCH',
      url: `/api/auth/users/${member.user.id}/role`,
      headers: bearer(adminToken),
      payload: { role: 'admin' },
    });
    expect(toAdmin.statusCode).toBe(422);
    const byRegular = await t.request({
      method: 'PATCH',
      url: `/api/auth/users/${member.user.id}/role`,
      headers: bearer(member.access_token),
      payload: { role: 'moderator' },
    });
    expect(byRegular.statusCode).toBe(403);
  });
});

describe('the login hint of /test-login', () => {
  it('shows only on the embedded database and never contains the password', async () => {
    expect((await t.request({ method: 'GET', url: '/api/auth/login-hint' })).json()).toEqual({ show: false });
    t.config.usesEmbeddedDatabase = true;
    try {
      const hint = (await t.request({ method: 'GET', url: '/api/auth/login-hint' })).json<{
        show: boolean;
        username: string;
        hint: string;
      }>();
      expect(hint).toMatchObject({ show: true, username: 'admin' });
      expect(hint.hint).not.toContain('admin-pass-123');
    } finally {
      t.config.usesEmbeddedDatabase = false;
    }
  });
});

describe('responses', () => {
  it('never contain a password hash', () => {
    expect(everyBody.length).toBeGreaterThan(20);
    for (const body of everyBody) {
      expect(body).not.toMatch(/\$2[aby]\$\d{2}\$/);
      expect(body).not.toMatch(/password_?hash/i);
    }
  });
});
