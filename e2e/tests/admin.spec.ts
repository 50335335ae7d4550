import type { APIRequestContext, Page } from '@playwright/test';
import type { LoginResponse, MySubmissionPage, NewsArticle, Video } from '@site/contracts';
import { registerThroughApi, signInPage } from '../support/accounts.js';
import { adminCredentials } from '../support/constants.js';
import { expectAccessible, expect, test } from '../support/fixtures.js';

let idCounter = 0;
/** A YouTube id no other test uses (the library holds each video once). */
function uniqueYoutubeId() {
  idCounter += 1;
  return `a${idCounter}${Date.now().toString(36)}`.padEnd(11, 'x').slice(0, 11);
}

/** The number shown under a dashboard stat's label. */
const stat = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

const userRow = (page: Page, username: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: username, exact: true }) });

async function tokenOf(request: APIRequestContext, credentials: { username: string; password: string }) {
  const response = await request.post('/api/auth/login', {
    data: { username: credentials.username, password: credentials.password },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as LoginResponse).access_token;
}

test('a member is sent away from every admin page', { tag: ['@admin', '@accounts'] }, async ({ page, request }) => {
  const account = await registerThroughApi(request);
  await signInPage(page, request, account);
  for (const path of ['/admin', '/admin/dashboard', '/admin/videos/add', '/debug-admin']) {
    await page.goto(path);
    await expect(page).toHaveURL('/');
    await expect(page.getByText(`Welcome, ${account.username}!`)).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Admin (Dashboard|Debug)$|^Add Video$/ })).toHaveCount(0);
    await expectAccessible(page);
  }
});

test(
  'the admin adds a video through /admin/videos/add and the dashboard counts follow',
  { tag: ['@admin', '@videos'] },
  async ({ page, request }) => {
    await signInPage(page, request, adminCredentials);
    await page.goto('/admin');
    await expect(page).toHaveURL('/admin/dashboard');
    await expect(stat(page, 'Videos')).toHaveText(/^[\d,]+$/);
    const before = Number((await stat(page, 'Videos').textContent())?.replace(/,/g, ''));
    await expect(stat(page, 'Games')).toHaveText(/^[1-9][\d,]*$/);
    await expect(stat(page, 'Users')).toHaveText(/^[1-9][\d,]*$/);
    for (const name of ['Site Configuration', 'SEO Settings', 'Analytics'])
      await expect(page.getByRole('button', { name: `${name} Coming soon` })).toBeDisabled();
    await expectAccessible(page);

    await page.getByRole('link', { name: /^Add Video/ }).click();
    await expect(page).toHaveURL('/admin/videos/add');
    const title = `Admin pick ${Date.now()}`;
    const youtubeId = uniqueYoutubeId();
    await page.getByLabel('Title *').fill(title);
    await page.getByLabel('YouTube URL *').fill('https://www.youtube.com/watch?v=short');
    await page.getByRole('button', { name: 'Add Video' }).click();
    await expect(page.getByText('Invalid YouTube URL')).toBeVisible();
    await expect(page.getByText('Description is required')).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Preview' }).locator('img')).toHaveCount(0);
    await expectAccessible(page);

    await page.getByLabel('YouTube URL *').fill(`https://www.youtube.com/watch?v=${youtubeId}`);
    // Located by its box, not its role: offline (as here) the picture fails and is hidden behind a note.
    await expect(page.getByRole('complementary', { name: 'Preview' }).locator('img')).toHaveAttribute(
      'src',
      `https://i.ytimg.com/vi/${youtubeId}/hqdefault.jpg`,
    );
    await page.getByLabel('Category *').selectOption({ label: 'Arcade Classics' });
    await page.getByLabel('Description *').fill('Added by hand from the admin area.');
    await page.getByLabel('Duration').fill('10:25');
    await page.getByRole('button', { name: 'Add Video' }).click();

    await expect(page).toHaveURL('/admin/dashboard');
    await expect(stat(page, 'Videos')).toHaveText((before + 1).toLocaleString('en-US'));
    await expect(page.getByRole('list', { name: 'Recent videos' }).getByRole('link', { name: title })).toBeVisible();

    // The admin library lists it; deleting it there takes the count back down.
    await page.getByRole('link', { name: /^Video Library/ }).click();
    await expect(page).toHaveURL('/admin/videos');
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title }) });
    await expect(row.getByText('Arcade Classics')).toBeVisible();
    await expectAccessible(page);
    await row.getByRole('button', { name: `Delete ${title}` }).click();
    await row.getByRole('button', { name: 'Confirm Delete' }).click();
    await expect(page.getByText('Video deleted successfully').first()).toBeVisible();
    await expect(page.getByRole('rowheader', { name: title })).toHaveCount(0);
    await page.getByRole('link', { name: '← Back to Dashboard' }).click();
    await expect(stat(page, 'Videos')).toHaveText(before.toLocaleString('en-US'));
  },
);

test(
  'the admin adds news from the dashboard, finds it on /news and in the admin list',
  { tag: ['@admin', '@news'] },
  async ({ page, request }) => {
    await signInPage(page, request, adminCredentials);
    await page.goto('/admin/dashboard');
    await page.getByRole('link', { name: /^Add News/ }).click();
    await expect(page).toHaveURL('/admin/news/add');

    const title = `Admin news ${Date.now()}`;
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Excerpt').fill('A word from the admin.');
    await page.getByLabel('Content').fill('The admin area is open.');
    await page.getByRole('button', { name: 'Create Article' }).click();
    await expect(page).toHaveURL('/news');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expectAccessible(page);

    await page.goto('/admin/news');
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title }) });
    await expect(row.getByText('published')).toBeVisible();
    await row.getByRole('button', { name: `Edit ${title}` }).click();
    // Lists carry only an excerpt: the dialog holds the whole body, fetched with the article.
    const editDialog = page.getByRole('dialog', { name: 'Edit News Post' });
    await expect(editDialog.getByLabel('Title *')).toHaveValue(title);
    await expect(editDialog.getByLabel('Body text')).toHaveValue('The admin area is open.');
    await expectAccessible(page);
  },
);

test(
  'the admin promotes a member to moderator and deletes another; the admin row cannot be changed',
  { tag: ['@admin', '@accounts'] },
  async ({ page, request }) => {
    const promoted = await registerThroughApi(request);
    const removed = await registerThroughApi(request);
    await signInPage(page, request, adminCredentials);
    await page.goto('/admin/dashboard');

    // Keyboard: the arrow key moves to the next tab and opens it.
    await page.getByRole('tab', { name: 'Overview' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'User Management' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL('/admin/dashboard?tab=users');

    // Accounts are found by search: a deployment may have more of them than a page holds.
    const search = page.getByRole('searchbox', { name: 'Search users' });
    await search.fill(adminCredentials.username);
    await expect(userRow(page, adminCredentials.username)).toBeVisible();
    await expect(userRow(page, adminCredentials.username).getByRole('button')).toHaveCount(0);
    await expectAccessible(page);

    await search.fill(promoted.display_name);
    await expect(page.getByRole('rowheader')).toHaveCount(1);
    await expect(userRow(page, promoted.username).getByText('regular', { exact: true })).toBeVisible();
    await userRow(page, promoted.username)
      .getByRole('button', { name: `Make moderator: ${promoted.username}` })
      .click();
    await expect(userRow(page, promoted.username).getByText('moderator', { exact: true })).toBeVisible();

    await search.fill(removed.username);
    await userRow(page, removed.username)
      .getByRole('button', { name: `Delete ${removed.username}` })
      .click();
    await userRow(page, removed.username).getByRole('button', { name: 'Confirm Delete' }).click();
    await expect(page.getByText('No users match your search')).toBeVisible();

    // What the server kept, read again.
    await page.reload();
    await search.fill(promoted.username);
    await expect(userRow(page, promoted.username).getByText('moderator', { exact: true })).toBeVisible();
    await search.fill(removed.username);
    await expect(page.getByText('No users match your search')).toBeVisible();
    await expect(userRow(page, removed.username)).toHaveCount(0);
    await search.fill(adminCredentials.username);
    await expect(userRow(page, adminCredentials.username).getByRole('button')).toHaveCount(0);
  },
);

test(
  "a member's submissions wait in the moderation queue until the admin approves or denies them",
  { tag: ['@admin', '@videos', '@news'] },
  async ({ page, request }) => {
    const account = await registerThroughApi(request);
    const headers = { Authorization: `Bearer ${await tokenOf(request, account)}` };
    const videoTitle = `Queued video ${Date.now()}`;
    const newsTitle = `Queued news ${Date.now()}`;
    const videoResponse = await request.post('/api/videos', {
      headers,
      data: { title: videoTitle, youtube_url: `https://youtu.be/${uniqueYoutubeId()}`, description: 'From a member.' },
    });
    expect(videoResponse.ok(), await videoResponse.text()).toBe(true);
    const video = (await videoResponse.json()) as Video;
    expect(video.status).toBe('pending');
    const newsResponse = await request.post('/api/news', {
      headers,
      data: { title: newsTitle, description: 'From a member.', content: 'From a member.' },
    });
    const article = (await newsResponse.json()) as NewsArticle;
    expect(article.status).toBe('pending');

    await signInPage(page, request, adminCredentials);
    await page.goto('/admin/dashboard');
    const queue = page.getByRole('list', { name: 'Waiting for approval' });
    const videoItem = queue.getByRole('listitem').filter({ hasText: videoTitle });
    await expect(videoItem.getByRole('link', { name: videoTitle })).toHaveAttribute('href', `/video/${video.id}`);
    await expect(queue.getByRole('link', { name: newsTitle })).toHaveAttribute('href', `/news/${article.id}`);
    await expectAccessible(page);

    await videoItem.getByRole('button', { name: `Approve ${videoTitle}` }).click();
    await expect(page.getByText('Post approved!').first()).toBeVisible();
    await expect(queue.getByText(videoTitle)).toHaveCount(0);

    const newsItem = queue.getByRole('listitem').filter({ hasText: newsTitle });
    await newsItem.getByRole('button', { name: `Deny ${newsTitle}` }).click();
    // Issue 31: a denial keeps the item for its submitter, with the reason they are told.
    const deny = page.getByRole('dialog', { name: `Deny “${newsTitle}”?` });
    await deny.getByLabel('Reason (optional)').fill('Already covered this week');
    await expectAccessible(page);
    await deny.getByRole('button', { name: 'Confirm Deny' }).click();
    await expect(page.getByText('Post denied').first()).toBeVisible();
    await expect(queue.getByText(newsTitle)).toHaveCount(0);

    expect(((await (await request.get(`/api/videos/${video.id}`)).json()) as Video).status).toBe('published');
    // Gone for the public; the submitter sees it denied, with the reason, among their submissions.
    expect((await request.get(`/api/news/${article.id}`)).status()).toBe(404);
    const mine = await request.get('/api/auth/me/submissions', { headers });
    expect(((await mine.json()) as MySubmissionPage).submissions).toContainEqual(
      expect.objectContaining({ title: newsTitle, status: 'denied', denial_reason: 'Already covered this week' }),
    );
    await page.reload();
    await expect(
      page.getByRole('list', { name: 'Recent videos' }).getByRole('link', { name: videoTitle }),
    ).toBeVisible();
    await expect(queue.getByText(videoTitle)).toHaveCount(0);
  },
);

test(
  'the debug page shows the session with a shortened token and follows a logout within a second',
  { tag: ['@admin'] },
  async ({ page, request }) => {
    await signInPage(page, request, adminCredentials);
    const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
    await page.goto('/debug-admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Debug' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).toContainText('AuthenticatedYes');
    await expect(main).toContainText(`Token${token.slice(0, 12)}…`);
    await expect(main).not.toContainText(token);
    await expect(page.getByRole('link', { name: 'Admin Dashboard /admin/dashboard' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
    await expectAccessible(page);

    await page.evaluate(() => localStorage.removeItem('token'));
    await expect(main).toContainText('TokenNone', { timeout: 2000 });
    await expect(main).toContainText('AuthenticatedNo');
  },
);

test("the dashboard's Logout signs out and goes home", { tag: ['@admin', '@accounts'] }, async ({ page, request }) => {
  await signInPage(page, request, adminCredentials);
  await page.goto('/admin/dashboard');
  await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test(
  'the admin pages hold at 375 px: wide tables scroll inside their own box',
  { tag: ['@admin'] },
  async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInPage(page, request, adminCredentials);
    for (const path of [
      '/admin/dashboard',
      '/admin/dashboard?tab=users',
      '/admin/videos',
      '/admin/news',
      '/admin/videos/add',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await expectAccessible(page);
    }
  },
);
