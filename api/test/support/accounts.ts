import type { LoginResponse } from '@site/contracts';
import { runSeed } from '../../src/seed/seed.js';
import { createTestApp, type TestApp } from './test-app.js';

let counter = 0;

export function newAccount(
  overrides: Partial<Record<'username' | 'email' | 'password' | 'display_name', string>> = {},
) {
  counter += 1;
  return {
    username: `player${counter}`,
    email: `player${counter}@example.com`,
    password: 'crt-zapper-77',
    display_name: `Player ${counter}`,
    ...overrides,
  };
}

export async function register(t: TestApp, account = newAccount()) {
  const response = await t.request({ method: 'POST', url: '/api/auth/register', payload: account });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { ...account, ...response.json<LoginResponse>() };
}

export async function login(t: TestApp, username: string, password: string) {
  const response = await t.request({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json<LoginResponse>();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const testAdminPassword = 'admin-pass-123';

/** A booted app with its seed run, the admin's token and one regular member's token. */
export async function createAppWithAccounts(env: NodeJS.ProcessEnv = {}) {
  const t = await createTestApp({ ADMIN_PASSWORD: testAdminPassword, ...env });
  await runSeed(t.dataSource, t.config, () => {});
  const admin = (await login(t, 'admin', testAdminPassword)).access_token;
  const member = (await register(t)).access_token;
  return { t, admin, member };
}
