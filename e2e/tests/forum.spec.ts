import type { APIRequestContext, Page } from '@playwright/test';
import type { ForumCategory, ForumThread } from '@site/contracts';
import { loginThroughApi, newAccount, registerThroughApi, signInPage } from '../support/accounts.js';
import { adminCredentials, e2eBaseUrl } from '../support/constants.js';
import { expectAccessible, expect, test } from '../support/fixtures.js';

/** A word only this run writes, letters only so full-text search treats it as one plain word. */
const uniqueWord = () =>
  `zapper${Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)])}`;

/** A new thread in the category of that name, opened by a new member: the test's own to pin and lock. */
async function newThreadIn(request: APIRequestContext, categoryName: string, title: string): Promise<ForumThread> {
  const categories = (await (await request.get('/api/forum/categories')).json()) as ForumCategory[];
  const category = categories.find((entry) => entry.name === categoryName);
  if (!category) throw new Error(`no forum category ${categoryName}`);
  const { access_token } = await loginThroughApi(request, await registerThroughApi(request));
  const response = await request.post(`/api/forum/categories/${category.id}/threads`, {
    headers: { authorization: `Bearer ${access_token}` },
    data: { title, content: 'Which light gun did you start with?' },
  });
  if (!response.ok()) throw new Error(`new thread: ${response.status()} ${await response.text()}`);
  return (await response.json()) as ForumThread;
}

async function expectNoHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

test(
  'a visitor signs up from a thread, replies, edits and votes; the admin pins and locks it',
  { tag: ['@forum', '@accounts'] },
  async ({ page, request, browser }) => {
    // A whole story in two browsers: more steps than the default 30 s allow on a busy 2-core machine.
    test.setTimeout(60_000);
    const account = newAccount();
    const word = uniqueWord();
    // A thread of the test's own, not pinned yet, so the admin's Pin has something to do (and a
    // deployment's threads stay as they are).
    const title = `First light guns ${word}`;
    await newThreadIn(request, 'General', title);

    await page.goto('/forum');
    await expect(page.getByRole('heading', { level: 1, name: 'Community Forum' })).toBeVisible();
    await expect(page.getByText('Members')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'General', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'General' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('main').getByRole('link', { name: title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const threadPath = new URL(page.url()).pathname;
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Log in to reply' }).click();
    await expect(page).toHaveURL(/\/forum\/auth\?returnTo=/);
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe(threadPath);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Display name (optional)').fill(account.display_name);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm password').fill(account.password);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Account created! Please log in.')).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveValue(account.username);
    await expect(page.getByLabel('Password')).toHaveValue('');
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe(threadPath);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(threadPath);

    await page.getByLabel('Your reply').fill(`My first light gun was a Zapper. ${word}`);
    await page.getByRole('button', { name: 'Post Reply' }).click();
    const reply = page.getByRole('article', { name: `Reply by ${account.display_name}` });
    await expect(reply).toContainText(word);
    await expect(page.getByLabel('Your reply')).toHaveValue('');
    await reply.getByRole('button', { name: /^Edit/ }).click();
    await reply
      .getByLabel('Edit reply')
      .fill(`My first light gun was a **Zapper** on a CRT. ${word} <img src=x onerror="document.title='owned'">`);
    await reply.getByRole('button', { name: 'Save' }).click();
    await expect(reply.getByText('(edited)')).toBeVisible();
    await expect(reply.locator('strong', { hasText: 'Zapper' })).toBeVisible();
    // The API rendered the Markdown and dropped the raw HTML: nothing of it reaches the page.
    await expect(reply.locator('img')).toHaveCount(0);
    await expect(page).not.toHaveTitle('owned');
    await expectAccessible(page);

    const count = page.getByRole('status', { name: 'Vote count' });
    const before = Number(await count.textContent());
    const upvote = page.getByRole('button', { name: 'Upvote' });
    await expect(upvote).toHaveAttribute('aria-pressed', 'false');
    await upvote.click();
    await expect(count).toHaveText(String(before + 1));
    await expect(upvote).toHaveAttribute('aria-pressed', 'true');

    const adminContext = await browser.newContext({ baseURL: e2eBaseUrl });
    const adminPage = await adminContext.newPage();
    await signInPage(adminPage, request, adminCredentials);
    await adminPage.goto(threadPath);
    await adminPage.getByRole('button', { name: 'Pin Thread' }).click();
    await expect(adminPage.getByRole('button', { name: 'Unpin Thread' })).toBeVisible();
    await adminPage.getByRole('button', { name: 'Lock Thread' }).click();
    await expect(adminPage.getByRole('button', { name: 'Unlock Thread' })).toBeVisible();
    // Moderators and admins may still reply to a locked thread.
    await expect(adminPage.getByLabel('Your reply')).toBeVisible();
    await expectAccessible(adminPage);
    await adminContext.close();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('This thread is locked')).toBeVisible();
    await expect(page.getByLabel('Your reply')).toHaveCount(0);
    await expect(page.getByRole('main').getByText(/^📌\s*Pinned$/)).toBeVisible();
    // The member's own vote comes back with the thread.
    await expect(page.getByRole('button', { name: 'Upvote' })).toHaveAttribute('aria-pressed', 'true');
    await expectAccessible(page);

    await page.goto('/forum');
    await page.getByRole('searchbox', { name: 'Search the forum' }).fill(word);
    const posts = page.getByRole('region', { name: 'Posts' });
    // A post hit links to the reply itself, on the page of the thread that holds it.
    await expect(posts.getByRole('link', { name: title })).toHaveAttribute(
      'href',
      new RegExp(`^${threadPath}#post-\\d+$`),
    );
    await expect(posts).toContainText(word);
    await expectAccessible(page);
  },
);

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the forum fits the screen and the sort buttons work by keyboard', { tag: ['@forum'] }, async ({ page }) => {
    await page.goto('/forum');
    await expect(page.getByRole('link', { name: 'General', exact: true })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'General', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'General' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: 'New Thread' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Latest' })).toBeFocused();
    await page.keyboard.press('Tab');
    const popular = page.getByRole('button', { name: 'Popular' });
    await expect(popular).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(popular).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Latest' })).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('Tab');
    const mostReplies = page.getByRole('button', { name: 'Most Replies' });
    await expect(mostReplies).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(mostReplies).toHaveAttribute('aria-pressed', 'true');
    await expectAccessible(page);

    await page.getByRole('link', { name: /^Welcome/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in to reply' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
  });
});

test('an unknown thread and an unknown category say so', { tag: ['@forum'] }, async ({ page }) => {
  await page.goto('/forum/thread/999999');
  await expect(page.getByText('Thread not found')).toBeVisible();
  await expectAccessible(page);
  await page.goto('/forum/category/999999');
  await expect(page.getByText('Category not found')).toBeVisible();
  await expectAccessible(page);
});
