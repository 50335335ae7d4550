import type { ForumCategory, ForumThread, LoginResponse } from '@site/contracts';
import { newAccount } from '../support/accounts.js';
import { expect, test } from '../support/fixtures.js';

// Two tests in order: the first creates through the API and the page, the second finds it all gone,
// as a run against a deployment must leave it (support/created-data.ts deletes it after each test).
test.describe.serial('what a test creates is deleted after it', () => {
  const created: { username?: string; threadId?: number; browserUsername?: string } = {};

  test('a test registers a member and opens a thread', { tag: ['@accounts', '@forum'] }, async ({ request, page }) => {
    const account = newAccount();
    const registered = await request.post('/api/auth/register', { data: account });
    expect(registered.status()).toBe(201);
    const { access_token } = (await registered.json()) as LoginResponse;
    const categories = (await (await request.get('/api/forum/categories')).json()) as ForumCategory[];
    const thread = await request.post(`/api/forum/categories/${categories[0].id}/threads`, {
      headers: { authorization: `Bearer ${access_token}` },
      data: { title: `Cleanup check ${account.username}`, content: 'Deleted after this test.' },
    });
    expect(thread.status()).toBe(201);
    created.username = account.username;
    created.threadId = ((await thread.json()) as ForumThread).id;

    // Through the page as well: a member signed up in the browser.
    const browserAccount = newAccount();
    await page.goto('/register');
    await page.getByLabel('Username').fill(browserAccount.username);
    await page.getByLabel('Email').fill(browserAccount.email);
    await page.getByLabel('Display name').fill(browserAccount.display_name);
    await page.getByLabel('Password').fill(browserAccount.password);
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/register'));
    await page.getByRole('button', { name: 'Register' }).click();
    expect((await answer).status()).toBe(201);
    created.browserUsername = browserAccount.username;
  });

  test('the next test finds none of it', { tag: ['@accounts', '@forum'] }, async ({ request }) => {
    expect((await request.get(`/api/forum/threads/${created.threadId}`)).status()).toBe(404);
    expect((await request.get(`/api/users/${created.username}`)).status()).toBe(404);
    expect((await request.get(`/api/users/${created.browserUsername}`)).status()).toBe(404);
  });
});
