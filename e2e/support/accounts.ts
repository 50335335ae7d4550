import type { APIRequestContext, Page } from '@playwright/test';
import type { LoginResponse } from '@site/contracts';

let counter = 0;

/** A fresh, unique account for one test. */
export function newAccount() {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return {
    username: `player${id}`,
    email: `player${id}@example.com`,
    display_name: `Player ${id}`,
    password: 'crt-zapper-77',
  };
}

export async function registerThroughApi(request: APIRequestContext, account = newAccount()) {
  const response = await request.post('/api/auth/register', { data: account });
  if (!response.ok()) throw new Error(`register failed: ${response.status()} ${await response.text()}`);
  return account;
}

/** Logs in through the API: the token and the user. */
export async function loginThroughApi(
  request: APIRequestContext,
  credentials: { username: string; password: string },
): Promise<LoginResponse> {
  const response = await request.post('/api/auth/login', {
    data: { username: credentials.username, password: credentials.password },
  });
  if (!response.ok()) throw new Error(`login failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as LoginResponse;
}

/** Signs the page in as the given account the way the site does: token and user in localStorage. */
export async function signInPage(
  page: Page,
  request: APIRequestContext,
  credentials: { username: string; password: string },
) {
  const { access_token, user } = await loginThroughApi(request, credentials);
  await page.goto('/');
  await page.evaluate(
    ([token, json]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', json);
    },
    [access_token, JSON.stringify(user)] as const,
  );
}
