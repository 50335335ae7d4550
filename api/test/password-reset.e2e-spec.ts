import { passwordTooWeak } from '@site/domain';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, newAccount, register } from './support/accounts.js';
import { outboxFor, waitForMails } from './support/outbox.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function tokenIn(body: string) {
  const match = body.match(/\/reset-password\?token=([A-Za-z0-9_-]+)/);
  if (!match) throw new Error('no reset link in the mail');
  return match[1];
}

const confirm = (token: string, new_password: string) =>
  t.request({ method: 'POST', url: '/api/auth/reset-password/confirm', payload: { token, new_password } });

describe('password recovery', () => {
  it.each(['forgot-password', 'reset-password'])(
    '%s answers the same whether or not the email exists',
    async (route) => {
      const account = await register(t);
      const known = await t.request({ method: 'POST', url: `/api/auth/${route}`, payload: { email: account.email } });
      const unknown = await t.request({
        method: 'POST',
        url: `/api/auth/${route}`,
        payload: { email: 'nobody@example.com' },
      });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());
      expect(await waitForMails(t, account.email)).toHaveLength(1);
      expect(await outboxFor(t, 'nobody@example.com')).toEqual([]);
    },
  );

  it('rejects a malformed email with 422', async () => {
    const response = await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'nope' } });
    expect(response.statusCode).toBe(422);
  });

  it('mails the username and a single-use link, also as an .eml file, never the password', async () => {
    const account = await register(t);
    await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: account.email } });
    const [mail] = await waitForMails(t, account.email);
    expect(mail.body).toContain(`Your username: ${account.username}`);
    expect(mail.body).toContain(`${t.config.siteUrl}/reset-password?token=`);
    expect(mail.body).not.toContain(account.password);
    // The .eml file is written beside the outbox row, which may come first.
    const emlFiles = () =>
      readdirSync(path.join(t.config.dataDir, 'mail')).map((file) =>
        readFileSync(path.join(t.config.dataDir, 'mail', file), 'utf8'),
      );
    await expect.poll(() => emlFiles().some((eml) => eml.includes(`To: ${account.email}`))).toBe(true);

    const token = tokenIn(mail.body);
    const stored = await t.dataSource.query<Array<{ token_hash: string }>>(
      `SELECT token_hash FROM password_reset_tokens`,
    );
    expect(stored.map((row) => row.token_hash)).not.toContain(token);

    expect((await confirm(token, 'new-secret-1')).statusCode).toBe(200);
    await expect(login(t, account.username, account.password)).rejects.toThrow('401');
    expect((await login(t, account.username, 'new-secret-1')).user.username).toBe(account.username);

    const reused = await confirm(token, 'new-secret-2');
    expect(reused.statusCode).toBe(400);
    expect(reused.json<{ detail: string }>().detail).toMatch(/invalid or has expired/);
  });

  it('rejects an unknown token and an expired one with 400', async () => {
    expect((await confirm('made-up-token', 'whatever1')).statusCode).toBe(400);
    const account = await register(t, newAccount());
    await t.request({ method: 'POST', url: '/api/auth/reset-password', payload: { email: account.email } });
    const token = tokenIn((await waitForMails(t, account.email))[0].body);
    await t.dataSource.query(`UPDATE password_reset_tokens SET expires_at = now() - interval '1 second'`);
    expect((await confirm(token, 'new-secret-1')).statusCode).toBe(400);
  });

  it('refuses a new password that is easy to guess, the username included, and the link still works after', async () => {
    const account = await register(t);
    await t.request({ method: 'POST', url: '/api/auth/reset-password', payload: { email: account.email } });
    const token = tokenIn((await waitForMails(t, account.email))[0].body);
    for (const password of ['aaaaaa', 'lightgunhub', account.username, '１２３４５６']) {
      const refused = await confirm(token, password);
      expect(refused.statusCode, password).toBe(422);
      expect(refused.json(), password).toEqual({
        status: 422,
        detail: [{ loc: ['body', 'new_password'], msg: passwordTooWeak }],
      });
    }
    expect((await login(t, account.username, account.password)).user.username).toBe(account.username);
    expect((await confirm(token, 'new-secret-1')).statusCode).toBe(200);
  });

  it('validates the new password length', async () => {
    const response = await confirm('any', '123');
    expect(response.statusCode).toBe(422);
    expect(response.json<{ detail: Array<{ msg: string }> }>().detail[0].msg).toBe(
      'Password must be at least 6 characters long',
    );
  });
});

describe('rate limits on account routes', () => {
  it('answer 429 with a detail per client address', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const attempt = () =>
        limited.request({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: 'x', password: 'y' },
          remoteAddress: '10.1.1.1',
        });
      expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json<{ detail: string }>().detail).toMatch(/Too many requests/);
      // Another address still gets through, and routes without the stricter limit are untouched.
      const other = await limited.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'x', password: 'y' },
        remoteAddress: '10.2.2.2',
      });
      expect(other.statusCode).toBe(401);
      expect((await limited.request({ method: 'GET', url: '/api/health', remoteAddress: '10.1.1.1' })).statusCode).toBe(
        200,
      );
      for (const url of [
        '/api/auth/register',
        '/api/auth/forgot-password',
        '/api/auth/reset-password',
        '/api/auth/reset-password/confirm',
      ]) {
        const statuses = [];
        for (let i = 0; i < 3; i += 1)
          statuses.push(
            (await limited.request({ method: 'POST', url, payload: {}, remoteAddress: '10.3.3.3' })).statusCode,
          );
        expect(statuses.at(-1), url).toBe(429);
      }
    } finally {
      await limited.close();
    }
  });
});
