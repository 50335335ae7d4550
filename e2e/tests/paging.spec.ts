import type { APIRequestContext } from '@playwright/test';
import type { ForumCategory, ForumPost, ForumThread, LoginResponse } from '@site/contracts';
import { pageSizes } from '@site/domain';
import { signInPage } from '../support/accounts.js';
import { adminCredentials } from '../support/constants.js';
import { expectAccessible, expect, test } from '../support/fixtures.js';

// Lists longer than a page, made through the API: a category with one thread more than a page
// holds, a thread with five replies more than a page, and a page of news more than the seed's.
interface Made {
  category: ForumCategory;
  thread: ForumThread;
  replies: ForumPost[];
}

async function adminToken(request: APIRequestContext) {
  const response = await request.post('/api/auth/login', { data: adminCredentials });
  return ((await response.json()) as LoginResponse).access_token;
}

async function post<T>(request: APIRequestContext, token: string, url: string, data: unknown): Promise<T> {
  const response = await request.post(url, { data, headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok()) throw new Error(`${url} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

let made: Made;

test.beforeAll(async ({ request }) => {
  const token = await adminToken(request);
  const stamp = Date.now().toString(36);
  const category = await post<ForumCategory>(request, token, '/api/forum/categories', {
    name: `Paging ${stamp}`,
    description: 'Long lists',
  });
  let thread: ForumThread | undefined;
  for (let n = 1; n <= pageSizes.threads + 1; n += 1) {
    thread = await post<ForumThread>(request, token, `/api/forum/categories/${category.id}/threads`, {
      title: `Paged thread ${n}`,
      content: `Thread body ${n}`,
    });
  }
  const replies: ForumPost[] = [];
  for (let n = 1; n <= pageSizes.replies + 5; n += 1) {
    replies.push(
      await post<ForumPost>(request, token, `/api/forum/threads/${thread!.id}/posts`, { content: `Paged reply ${n}` }),
    );
  }
  for (let n = 1; n <= pageSizes.news; n += 1) {
    await post(request, token, '/api/news', {
      title: `Paged news ${stamp} ${n}`,
      description: `Excerpt ${n}`,
      content: `News body ${n}`,
      category: 'General',
    });
  }
  made = { category, thread: thread!, replies };
});

test("a category's threads come a page at a time, the page in the address", { tag: ['@forum'] }, async ({ page }) => {
  await page.goto(`/forum/category/${made.category.id}`);
  const threads = page.getByRole('main').getByRole('link', { name: /^Paged thread \d+$/ });
  await expect(threads).toHaveCount(pageSizes.threads);
  // Newest first: the last thread made leads, the first waits on page 2.
  await expect(threads.first()).toHaveText(`Paged thread ${pageSizes.threads + 1}`);
  const pages = page.getByRole('navigation', { name: 'Thread pages' });
  await expectAccessible(page);
  await pages.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(threads).toHaveCount(1);
  await expect(threads.first()).toHaveText('Paged thread 1');
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
});

test('a long thread loads more replies from the keyboard', { tag: ['@forum'] }, async ({ page }) => {
  await page.goto(`/forum/thread/${made.thread.id}`);
  const replies = page.getByRole('article', { name: /^Reply by/ });
  await expect(replies).toHaveCount(pageSizes.replies);
  const more = page.getByRole('button', { name: 'Load more replies (5 more)' });
  await expectAccessible(page);
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(replies).toHaveCount(pageSizes.replies + 5);
  await expect(page.getByText(`Paged reply ${pageSizes.replies + 5}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /Load more replies/ })).toHaveCount(0);
});

test("a reply's link opens the page that holds it, scrolled to it", { tag: ['@forum'] }, async ({ page }) => {
  const last = made.replies.at(-1)!;
  await page.goto(`/forum/thread/${made.thread.id}#post-${last.id}`);
  const linked = page.locator(`#post-${last.id}`);
  await expect(linked).toContainText(`Paged reply ${pageSizes.replies + 5}`);
  await expect(linked).toBeInViewport();
  // Only the second page is loaded; the first is a click away.
  await expect(page.getByRole('article', { name: /^Reply by/ })).toHaveCount(5);
  await page.getByRole('button', { name: 'Load earlier replies' }).click();
  await expect(page.getByRole('article', { name: /^Reply by/ })).toHaveCount(pageSizes.replies + 5);
  await expectAccessible(page);

  // The reply's own link is its time: following it from the thread gives the same address.
  await page
    .locator(`#post-${made.replies[0].id}`)
    .getByRole('link', { name: /Link to this reply/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/forum/thread/${made.thread.id}#post-${made.replies[0].id}$`));
});

test(
  "a reply in a thread longer than a page: 'Jump to last and reply' loads the end, and the reply appears there, confirmed",
  { tag: ['@forum'] },
  async ({ page, request }) => {
    const token = await adminToken(request);
    const thread = await post<ForumThread>(request, token, `/api/forum/categories/${made.category.id}/threads`, {
      title: 'A thread one reply past a page',
      content: 'Long enough to page',
    });
    for (let n = 1; n <= pageSizes.replies + 1; n += 1)
      await post(request, token, `/api/forum/threads/${thread.id}/posts`, { content: `Early reply ${n}` });
    await signInPage(page, request, adminCredentials);
    await page.goto(`/forum/thread/${thread.id}`);
    await expect(page.getByRole('button', { name: 'Load more replies (1 more)' })).toBeVisible();
    // The composer sits after the last reply: until that is loaded, the thread offers to go there.
    await expect(page.getByLabel('Your reply')).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Jump to last and reply' }).click();
    await expect(page.getByLabel('Your reply')).toBeFocused();
    await expect(page.getByRole('article', { name: /^Reply by/ })).toHaveCount(pageSizes.replies + 1);

    await page.keyboard.type('My reply at the end');
    await page.getByRole('button', { name: 'Post Reply' }).click();
    await expect(page.getByText('Your reply is posted.')).toBeVisible();
    const mine = page.getByRole('listitem').filter({ hasText: 'My reply at the end' });
    await expect(mine).toBeInViewport();
    // The opening post is 1: the replies before it are 2 to pageSizes.replies + 2.
    const last = pageSizes.replies + 3;
    await expect(mine.getByText(`Post ${last} of ${last}`)).toBeAttached();
    await expect(page.getByLabel('Your reply')).toHaveValue('');
    await expect(page.getByRole('button', { name: /Load more replies/ })).toHaveCount(0);
    await expectAccessible(page);
  },
);

test('the news list pages, and its search asks the server', { tag: ['@news'] }, async ({ page }) => {
  await page.goto('/news');
  const pages = page.getByRole('navigation', { name: 'News pages' });
  await expect(pages).toBeVisible();
  await pages.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/news\?page=2$/);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('searchbox', { name: 'Search news' }).fill('Paged news');
  await expect(page).toHaveURL(/\/news\?q=Paged\+news$/);
  await expect(page.getByRole('heading', { name: /^Paged news / })).toHaveCount(pageSizes.news);
});
