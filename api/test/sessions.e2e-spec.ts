import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsersService } from '../src/users/users.service.js';
import { bearer, login, newAccount, register } from './support/accounts.js';
import { waitForMails } from './support/outbox.js';
import { createTestApp, type TestApp } from './support/test-app.js';

// Sessions end when they should: a logout, a password reset or change ends every token issued before it.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

const me = async (token: string) =>
  (await t.request({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode;
const logout = (token?: string) =>
  t.request({ method: 'POST', url: '/api/auth/logout', headers: token ? bearer(token) : {} });

describe('POST /api/auth/logout', () => {
  it("ends the token it is called with and every other one of the user, not other users' ones", async () => {
    const account = newAccount();
    const first = (await register(t, account)).access_token;
    const second = (await login(t, account.username, account.password)).access_token;
    const someoneElse = (await register(t)).access_token;
    const response = await logout(first);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Logged out' });
    expect([await me(first), await me(second)]).toEqual([401, 401]);
    expect(await me(someoneElse)).toBe(200);
    // Logging in again starts a new session.
    expect(await me((await login(t, account.username, account.password)).access_token)).toBe(200);
  });

  it('needs a login, and a token already ended cannot log out again', async () => {
    expect((await logout()).statusCode).toBe(401);
    const token = (await register(t)).access_token;
    expect((await logout(token)).statusCode).toBe(200);
    expect((await logout(token)).statusCode).toBe(401);
  });
});

describe('a password reset', () => {
  it('ends the sessions opened with the old password', async () => {
    const account = newAccount();
    const before = (await register(t, account)).access_token;
    await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: account.email } });
    const [{ body }] = await waitForMails(t, account.email);
    const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(body)?.[1] ?? '';
    const confirmed = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password/confirm',
      payload: { token, new_password: 'a-new-secret-7' },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(await me(before)).toBe(401);
    expect(await me((await login(t, account.username, 'a-new-secret-7')).access_token)).toBe(200);
  });
});

describe('a password change (UsersService.setPassword, which a change-password route is to call)', () => {
  it("ends the user's older sessions and no one else's", async () => {
    const account = newAccount();
    const registered = await register(t, account);
    const someoneElse = (await register(t)).access_token;
    await t.app.get(UsersService).setPassword(registered.user.id, 'changed-secret-9');
    expect(await me(registered.access_token)).toBe(401);
    expect(await me(someoneElse)).toBe(200);
    expect(await me((await login(t, account.username, 'changed-secret-9')).access_token)).toBe(200);
  });
});
