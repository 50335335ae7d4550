import type { LoginResponse, User, ValidationIssue } from '@site/contracts';
import { passwordTooWeak } from '@site/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, newAccount, register } from './support/accounts.js';
import { waitForMails } from './support/outbox.js';
import { createTestApp, type TestApp } from './support/test-app.js';

// The /account page's routes: a user changes only their own account, under the same rules as
// registration and reset, and a password change ends their other sessions.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const updateAccount = (token: string | undefined, payload: unknown) =>
  t.request({ method: 'PATCH', url: '/api/auth/me', headers: token ? bearer(token) : {}, payload: payload as object });
const changePassword = (token: string | undefined, payload: unknown) =>
  t.request({
    method: 'PUT',
    url: '/api/auth/me/password',
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });
const me = (token: string) => t.request({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const stored = async (id: number) =>
  (
    await t.dataSource.query<Array<{ email: string; display_name: string; role: string; password_hash: string }>>(
      'SELECT email, display_name, role, password_hash FROM users WHERE id = $1',
      [id],
    )
  )[0];
/** Each raw body is refused with a 4xx and a detail, never a 5xx. */
async function expectRefused(method: 'PATCH' | 'PUT', url: string, token: string, bodies: string[]) {
  for (const payload of bodies) {
    const response = await t.request({
      method,
      url,
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode, payload).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, payload).toBeLessThan(500);
    expect(response.json().detail, payload).toBeTruthy();
  }
}
const fieldMessages = (body: { detail: ValidationIssue[] }, field: string) =>
  body.detail.filter((issue) => issue.loc.at(-1) === field).map((issue) => issue.msg);

describe('PATCH /api/auth/me', () => {
  it('needs a login: no token, or one already ended, is a 401 with a detail', async () => {
    const anonymous = await updateAccount(undefined, { display_name: 'Nobody' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ status: 401, detail: expect.any(String) });
    const account = await register(t);
    await t.request({ method: 'POST', url: '/api/auth/logout', headers: bearer(account.access_token) });
    expect((await updateAccount(account.access_token, { display_name: 'Ended' })).statusCode).toBe(401);
  });

  it('changes the display name (trimmed) and keeps every session', async () => {
    const account = await register(t);
    const second = (await login(t, account.username, account.password)).access_token;
    const response = await updateAccount(account.access_token, { display_name: '  Zapper Queen  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json<User>()).toMatchObject({
      id: account.user.id,
      display_name: 'Zapper Queen',
      email: account.email,
    });
    expect((await me(second)).json<User>().display_name).toBe('Zapper Queen');
    expect((await me(account.access_token)).statusCode).toBe(200);
  });

  it('changes the email with the current password; the new address then receives recovery mail', async () => {
    const account = await register(t);
    const response = await updateAccount(account.access_token, {
      email: ` new-${account.email} `,
      current_password: account.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<User>().email).toBe(`new-${account.email}`);
    expect((await stored(account.user.id)).email).toBe(`new-${account.email}`);
    expect((await me(account.access_token)).statusCode).toBe(200);
    await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: `new-${account.email}` } });
    expect(await waitForMails(t, `new-${account.email}`)).toHaveLength(1);
  });

  it('refuses a new email without the current password, or with a wrong one, and changes nothing', async () => {
    const account = await register(t);
    const missing = await updateAccount(account.access_token, {
      email: 'elsewhere@example.com',
      display_name: 'Changed',
    });
    expect(missing.statusCode).toBe(422);
    expect(fieldMessages(missing.json(), 'current_password')).toEqual([
      'Enter your current password to change your email',
    ]);
    const wrong = await updateAccount(account.access_token, {
      email: 'elsewhere@example.com',
      current_password: 'not-my-password',
    });
    expect(wrong.statusCode).toBe(422);
    expect(fieldMessages(wrong.json(), 'current_password')).toEqual(['Current password is incorrect']);
    expect(await stored(account.user.id)).toMatchObject({ email: account.email, display_name: account.display_name });
  });

  it('takes the same email in another case without a password', async () => {
    const account = await register(t);
    const response = await updateAccount(account.access_token, { email: account.email.toUpperCase() });
    expect(response.statusCode).toBe(200);
    expect(response.json<User>().email).toBe(account.email.toUpperCase());
  });

  it("refuses another account's email, whatever its case (409)", async () => {
    const taken = await register(t);
    const account = await register(t);
    const response = await updateAccount(account.access_token, {
      email: taken.email.toUpperCase(),
      current_password: account.password,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ status: 409, detail: 'Email already registered' });
    expect((await stored(account.user.id)).email).toBe(account.email);
  });

  it('changes only the caller: an id, a username or a role in the body is refused, and no other account moves', async () => {
    const other = await register(t);
    const account = await register(t);
    for (const payload of [
      { id: other.user.id, display_name: 'Hijack' },
      { username: 'renamed' },
      { role: 'admin' },
      { display_name: 'Me', role: 'admin' },
    ]) {
      const response = await updateAccount(account.access_token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().detail, JSON.stringify(payload)).toEqual(expect.any(Array));
    }
    expect((await updateAccount(account.access_token, { display_name: 'Only me' })).statusCode).toBe(200);
    expect(await stored(other.user.id)).toMatchObject({
      display_name: other.display_name,
      email: other.email,
      role: 'regular',
    });
    expect(await stored(account.user.id)).toMatchObject({ display_name: 'Only me', role: 'regular' });
  });

  it('applies the registration rules to each field, naming it', async () => {
    const account = await register(t);
    const cases: Array<[unknown, string, string]> = [
      [{ email: 'not-an-email', current_password: account.password }, 'email', 'Email must be a valid email address'],
      [{ email: '   ', current_password: account.password }, 'email', 'Email is required'],
      [
        { email: `${'a'.repeat(250)}@example.com`, current_password: account.password },
        'email',
        'email must be shorter than or equal to 254 characters',
      ],
      [{ email: null }, 'email', 'email must be a string'],
      [{ display_name: '   ' }, 'display_name', 'Display name is required'],
      [
        { display_name: 'x'.repeat(101) },
        'display_name',
        'display_name must be shorter than or equal to 100 characters',
      ],
      [{ display_name: 42 }, 'display_name', 'display_name must be a string'],
      [{ display_name: null }, 'display_name', 'display_name must be a string'],
      [{ display_name: 'Fine', current_password: 7 }, 'current_password', 'current_password must be a string'],
      [{}, 'email', 'Send an email or a display name to change'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await updateAccount(account.access_token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(fieldMessages(response.json(), field), JSON.stringify(payload)).toContain(message);
    }
    expect(await stored(account.user.id)).toMatchObject({ email: account.email, display_name: account.display_name });
  });

  it('takes bidi controls out of the display name instead of refusing it', async () => {
    const account = await register(t);
    const response = await updateAccount(account.access_token, {
      display_name: '\u202eZapper\u202c \u2067Queen\u2069\u200f',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<User>().display_name).toBe('Zapper Queen');
    expect((await stored(account.user.id)).display_name).toBe('Zapper Queen');
    const onlyControls = await updateAccount(account.access_token, { display_name: '\u202e\u202c\u200e' });
    expect(fieldMessages(onlyControls.json(), 'display_name')).toEqual(['Display name is required']);
  });

  it("keeps 'admin' and 'moderator' for staff: a member gets a 400 naming the field, and nothing changes", async () => {
    const account = await register(t);
    for (const display_name of [
      'Admin',
      'Admin_',
      'the moderator',
      'ＭＯＤＥＲＡＴＯＲ',
      'Site Аdmin',
      '\u202eAdmin',
    ]) {
      const response = await updateAccount(account.access_token, {
        display_name,
        email: `other-${account.email}`,
        current_password: account.password,
      });
      expect(response.statusCode, display_name).toBe(400);
      expect(response.json(), display_name).toEqual({
        status: 400,
        detail: [
          {
            loc: ['body', 'display_name'],
            msg: "Display name must not contain 'admin' or 'moderator': those words are kept for staff",
          },
        ],
      });
    }
    expect(await stored(account.user.id)).toMatchObject({ display_name: account.display_name, email: account.email });
    expect((await updateAccount(account.access_token, { display_name: 'Badminton Ace' })).statusCode).toBe(200);
  });

  it('lets a moderator or an admin use those words', async () => {
    for (const role of ['moderator', 'admin']) {
      const account = await register(t);
      await t.dataSource.query('UPDATE users SET role = $1 WHERE id = $2', [role, account.user.id]);
      const response = await updateAccount(account.access_token, { display_name: `The ${role}` });
      expect(response.statusCode, role).toBe(200);
      expect(response.json<User>().display_name).toBe(`The ${role}`);
    }
  });

  it('answers malformed bodies with a 4xx and a detail, never a 5xx', async () => {
    const account = await register(t);
    await expectRefused('PATCH', '/api/auth/me', account.access_token, [
      '{"display_name": ',
      '[]',
      '"text"',
      'null',
      '{"display_name": "a\\u0000b"}',
      JSON.stringify({ display_name: ['x'] }),
    ]);
  });
});

describe('PUT /api/auth/me/password', () => {
  it('needs a login (401)', async () => {
    const response = await changePassword(undefined, {
      current_password: 'crt-zapper-77',
      new_password: 'brand-new-77',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 401, detail: expect.any(String) });
  });

  it("answers this session's new token and ends every other session of the user, not other users'", async () => {
    const account = await register(t);
    const otherDevice = (await login(t, account.username, account.password)).access_token;
    const someoneElse = (await register(t)).access_token;
    const response = await changePassword(account.access_token, {
      current_password: account.password,
      new_password: 'brand-new-77',
    });
    expect(response.statusCode).toBe(200);
    const { access_token, user } = response.json<LoginResponse>();
    expect(user).toMatchObject({ id: account.user.id, username: account.username });
    expect(JSON.stringify(response.json())).not.toMatch(/hash|brand-new-77/);
    expect((await me(access_token)).statusCode).toBe(200);
    expect([(await me(account.access_token)).statusCode, (await me(otherDevice)).statusCode]).toEqual([401, 401]);
    expect((await me(someoneElse)).statusCode).toBe(200);
    // The new password opens the account, the old one no longer does.
    expect((await me((await login(t, account.username, 'brand-new-77')).access_token)).statusCode).toBe(200);
    const oldLogin = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: account.username, password: account.password },
    });
    expect(oldLogin.statusCode).toBe(401);
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const account = await register(t);
    const before = (await stored(account.user.id)).password_hash;
    const response = await changePassword(account.access_token, {
      current_password: 'not-my-password',
      new_password: 'brand-new-77',
    });
    expect(response.statusCode).toBe(422);
    expect(fieldMessages(response.json(), 'current_password')).toEqual(['Current password is incorrect']);
    expect((await stored(account.user.id)).password_hash).toBe(before);
    expect((await me(account.access_token)).statusCode).toBe(200);
  });

  it('applies the reset rules to the new password, each with its message', async () => {
    const account = await register(t);
    const cases: Array<[unknown, string, string]> = [
      [
        { current_password: account.password, new_password: 'x7!' },
        'new_password',
        'Password must be at least 6 characters long',
      ],
      [{ current_password: account.password, new_password: '      ' }, 'new_password', 'Password must not be blank'],
      [{ current_password: account.password, new_password: 'letmein' }, 'new_password', passwordTooWeak],
      [
        { current_password: account.password, new_password: 'y'.repeat(129) },
        'new_password',
        'Password must be at most 128 characters',
      ],
      [
        { current_password: account.password, new_password: account.password },
        'new_password',
        'The new password must differ from the current one',
      ],
      [{ current_password: account.password }, 'new_password', 'new_password must be a string'],
      [
        { current_password: account.password, new_password: 123456789 },
        'new_password',
        'new_password must be a string',
      ],
      [{ new_password: 'brand-new-77' }, 'current_password', 'Current password is required'],
      [{ current_password: '', new_password: 'brand-new-77' }, 'current_password', 'Current password is required'],
      [
        { current_password: account.password, new_password: 'brand-new-77', user_id: 1 },
        'user_id',
        'property user_id should not exist',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const response = await changePassword(account.access_token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(fieldMessages(response.json(), field), JSON.stringify(payload)).toContain(message);
    }
    expect((await me(account.access_token)).statusCode).toBe(200);
  });

  it('refuses a new password that is easy to guess, the username included, and changes nothing', async () => {
    const account = await register(t);
    const before = (await stored(account.user.id)).password_hash;
    for (const new_password of ['aaaaaa', 'lightgunhub', account.username, '１２３４５６']) {
      const response = await changePassword(account.access_token, { current_password: account.password, new_password });
      expect(response.statusCode, new_password).toBe(422);
      expect(response.json(), new_password).toEqual({
        status: 422,
        detail: [{ loc: ['body', 'new_password'], msg: passwordTooWeak }],
      });
    }
    expect((await stored(account.user.id)).password_hash).toBe(before);
    expect((await me(account.access_token)).statusCode).toBe(200);
  });

  it('answers malformed bodies with a 4xx and a detail, never a 5xx', async () => {
    const account = await register(t);
    await expectRefused('PUT', '/api/auth/me/password', account.access_token, [
      '{"current_password": ',
      '[]',
      'null',
      '{"current_password": "\\ud800", "new_password": "brand-new-77"}',
    ]);
    expect((await me(account.access_token)).statusCode).toBe(200);
  });
});

describe('the strict rate limit', () => {
  it('counts guesses of the current password per address (429 past it)', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const account = newAccount();
      const response = await limited.request({ method: 'POST', url: '/api/auth/register', payload: account });
      const token = response.json<LoginResponse>().access_token;
      const guess = () =>
        limited.request({
          method: 'PUT',
          url: '/api/auth/me/password',
          headers: bearer(token),
          payload: { current_password: 'guess-1234', new_password: 'brand-new-77' },
        });
      expect([(await guess()).statusCode, (await guess()).statusCode, (await guess()).statusCode]).toEqual([
        422, 422, 429,
      ]);
    } finally {
      await limited.close();
    }
  });
});
