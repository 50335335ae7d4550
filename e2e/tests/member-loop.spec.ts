import type { APIRequestContext, Page } from '@playwright/test';
import type { ForumCategory, ForumPost, ForumThread, MemberDataExport, Notification, Video } from '@site/contracts';
import { loginThroughApi, newAccount, registerThroughApi, signInPage } from '../support/accounts.js';
import { adminCredentials } from '../support/constants.js';
import { expectAccessible, expect, test } from '../support/fixtures.js';

// Issue 31: what brings a member back. Two members (A starts threads, B answers) and the admin, all through
// the production build; each test makes its own category, so no test sees another's threads.

type Account = Awaited<ReturnType<typeof registerThroughApi>>;

async function tokenOf(request: APIRequestContext, account: { username: string; password: string }) {
  return (await loginThroughApi(request, account)).access_token;
}

async function send<T>(request: APIRequestContext, method: 'POST' | 'PATCH', url: string, token: string, data: object) {
  const response = await request.fetch(url, { method, data, headers: { authorization: `Bearer ${token}` } });
  if (!response.ok()) throw new Error(`${method} ${url}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

async function newCategory(request: APIRequestContext): Promise<ForumCategory> {
  const admin = await tokenOf(request, adminCredentials);
  return send<ForumCategory>(request, 'POST', '/api/forum/categories', admin, {
    name: `Members ${Date.now().toString(36)}`,
    description: 'Where members come back',
  });
}

async function threadBy(request: APIRequestContext, author: Account, category: ForumCategory, title: string) {
  return send<ForumThread>(
    request,
    'POST',
    `/api/forum/categories/${category.id}/threads`,
    await tokenOf(request, author),
    {
      title,
      content: 'Which light gun did you start with?',
    },
  );
}

async function replyBy(request: APIRequestContext, author: Account, thread: ForumThread, content: string) {
  return send<ForumPost>(request, 'POST', `/api/forum/threads/${thread.id}/posts`, await tokenOf(request, author), {
    content,
  });
}

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

test(
  "B replies to A's thread: A's bell rings within 2 s, and A lands on the reply, now read",
  { tag: ['@forum', '@shell'] },
  async ({ page, request }) => {
    const [a, b] = [await registerThroughApi(request, newAccount()), await registerThroughApi(request, newAccount())];
    const thread = await threadBy(request, a, await newCategory(request), 'Sinden or GunCon?');
    await signInPage(page, request, a);
    await page.goto('/forum');
    await expect(bell(page)).toHaveAccessibleName('Notifications');

    const reply = await replyBy(request, b, thread, 'GunCon 2 on a CRT, every time.');
    // Live: the stream carries the new count, no reload and no focus change.
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread', { timeout: 2_000 });

    await bell(page).click();
    const latest = page.getByRole('region', { name: 'Latest notifications' });
    const item = latest.getByRole('link', { name: new RegExp(`replied in "Sinden or GunCon\\?"`) });
    await expect(item).toBeVisible();
    await expectAccessible(page);
    await item.click();

    await expect(page).toHaveURL(new RegExp(`/forum/thread/${thread.id}\\?post=${reply.id}#post-${reply.id}$`));
    await expect(page.locator(`#post-${reply.id}`)).toBeInViewport();
    await expect(bell(page)).toHaveAccessibleName('Notifications');

    await page.goto('/notifications');
    await expect(page.getByRole('link', { name: /replied in "Sinden or GunCon\?"/ })).toBeVisible();
    await expect(page.getByText('Unread:')).toHaveCount(0);
    await expectAccessible(page);
  },
);

test('a mention typed with the autocomplete tells the member named', { tag: ['@forum'] }, async ({ page, request }) => {
  const [a, b] = [await registerThroughApi(request, newAccount()), await registerThroughApi(request, newAccount())];
  const thread = await threadBy(request, a, await newCategory(request), 'Calibration tips');
  await signInPage(page, request, a);
  await page.goto(`/forum/thread/${thread.id}`);

  const box = page.getByLabel('Your reply');
  await box.pressSequentially(`Ask @${b.username.slice(0, -1)}`);
  const suggestions = page.getByRole('listbox', { name: 'Members to mention' });
  await expect(suggestions.getByRole('option', { name: new RegExp(b.username) })).toBeVisible();
  await expectAccessible(page);
  // The keyboard picks: the list narrows to the one name as typed.
  await page.keyboard.type(b.username.slice(-1));
  await page.keyboard.press('Enter');
  await expect(box).toHaveValue(`Ask @${b.username} `);
  await box.pressSequentially('about the border.');
  await page.getByRole('button', { name: 'Post Reply' }).click();
  await expect(page.getByText('Your reply is posted.')).toBeVisible();

  const inbox = await request.get('/api/notifications', {
    headers: { authorization: `Bearer ${await tokenOf(request, b)}` },
  });
  const [told] = ((await inbox.json()) as { notifications: Notification[] }).notifications;
  expect(told).toMatchObject({ kind: 'mention', title: 'Calibration tips', actor: { username: a.username } });
});

test(
  "unread markers: '3 new' in the list, and the thread opens at the first unread post",
  { tag: ['@forum'] },
  async ({ page, request }) => {
    const [a, b] = [await registerThroughApi(request, newAccount()), await registerThroughApi(request, newAccount())];
    const category = await newCategory(request);
    const thread = await threadBy(request, b, category, 'Best CRT for light guns');
    await signInPage(page, request, a);
    await page.goto(`/forum/thread/${thread.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Best CRT for light guns' })).toBeVisible();

    const replies: ForumPost[] = [];
    for (const text of ['A Trinitron.', 'Any 15 kHz set.', 'Whatever is free.'])
      replies.push(await replyBy(request, b, thread, text));

    await page.goto(`/forum/category/${category.id}`);
    const link = page.getByRole('link', { name: /^Best CRT for light guns\W+3 new posts$/ });
    await expect(link).toBeVisible();
    await expect(page.getByText('3 new', { exact: true })).toBeVisible();
    await expectAccessible(page);
    await link.click();
    const first = replies[0].id;
    await expect(page).toHaveURL(new RegExp(`\\?post=${first}#post-${first}$`));
    await expect(page.locator(`#post-${first}`)).toBeInViewport();

    // Read to the end now: the list says nothing new, and the member's unread list is empty.
    await page.locator(`#post-${replies[2].id}`).scrollIntoViewIfNeeded();
    await expect
      .poll(async () => {
        const answer = await request.get(`/api/forum/categories/${category.id}/threads`, {
          headers: { authorization: `Bearer ${await tokenOf(request, a)}` },
        });
        return ((await answer.json()) as { threads: ForumThread[] }).threads[0].unread_count;
      })
      .toBe(0);
    await page.goto('/forum/unread');
    await expect(page.getByText("You're all caught up")).toBeVisible();
    await expectAccessible(page);
  },
);

test('a member edits their thread, marked edited', { tag: ['@forum'] }, async ({ page, request }) => {
  const a = await registerThroughApi(request, newAccount());
  const thread = await threadBy(request, a, await newCategory(request), 'Light gun on an LCD');
  await signInPage(page, request, a);
  await page.goto(`/forum/thread/${thread.id}`);
  await page.getByRole('button', { name: 'Edit thread' }).click();
  const form = page.getByRole('form', { name: 'Edit thread' });
  await expect(form.getByLabel('Title')).toHaveValue('Light gun on an LCD');
  await form.getByLabel('Title').fill('Light guns on an LCD: what works');
  await form.getByLabel('Content (Markdown)').fill('The **Sinden** does; a GunCon does not.');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Light guns on an LCD: what works' })).toBeVisible();
  await expect(page.locator('strong', { hasText: 'Sinden' })).toBeVisible();
  await expect(page.getByText('(edited)').first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Light guns on an LCD: what works' })).toBeVisible();
});

test(
  "a submission's status on /account turns approved when the admin approves it",
  { tag: ['@accounts', '@videos'] },
  async ({ page, request }) => {
    const a = await registerThroughApi(request, newAccount());
    const title = `My Time Crisis run ${Date.now().toString(36)}`;
    const video = await send<Video>(request, 'POST', '/api/videos', await tokenOf(request, a), {
      title,
      youtube_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      category: 'arcade',
    });
    await signInPage(page, request, a);
    await page.goto('/account');
    const mine = page.getByRole('list', { name: 'My submissions' });
    const entry = mine.getByRole('listitem').filter({ hasText: title });
    await expect(entry.getByText('pending', { exact: true })).toBeVisible();
    await expectAccessible(page);

    await send(request, 'PATCH', `/api/videos/${video.id}/approve`, await tokenOf(request, adminCredentials), {});
    // The approval is told live: the bell rings, and the list is fresh when the member looks again.
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread', { timeout: 2_000 });
    await page.reload();
    await expect(entry.getByText('approved', { exact: true })).toBeVisible();
    await expect(entry.getByRole('link', { name: title })).toHaveAttribute('href', new RegExp(`${video.id}`));
  },
);

test('a member downloads their data, then deletes their account', { tag: ['@accounts'] }, async ({ page, request }) => {
  const a = await registerThroughApi(request, newAccount());
  const thread = await threadBy(request, a, await newCategory(request), 'My first light gun');
  await signInPage(page, request, a);
  await page.goto('/account');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.json$/);
  const data = JSON.parse(
    await (await import('node:fs/promises')).readFile(await download.path(), 'utf8'),
  ) as MemberDataExport;
  expect(JSON.stringify(data)).toContain(a.username);
  expect(JSON.stringify(data)).toContain('My first light gun');

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Current password').fill(a.password);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();

  const login = await request.post('/api/auth/login', { data: { username: a.username, password: a.password } });
  expect(login.status()).toBe(401);
  // The thread stays, under "deleted member".
  const kept = await request.get(`/api/forum/threads/${thread.id}`);
  expect(kept.ok()).toBe(true);
  expect(((await kept.json()) as ForumThread).author_id).toBeNull();
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test(
    'the bell and /notifications fit the screen and work from the keyboard',
    { tag: ['@shell'] },
    async ({ page, request }) => {
      const [a, b] = [await registerThroughApi(request, newAccount()), await registerThroughApi(request, newAccount())];
      const thread = await threadBy(request, a, await newCategory(request), 'Phones and light guns');
      await replyBy(request, b, thread, 'Not a chance.');
      await signInPage(page, request, a);
      await page.goto('/notifications');
      await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
      await bell(page).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('link', { name: /replied in "Phones and light guns"/ }).first()).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(bell(page)).toBeFocused();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await page.getByRole('button', { name: 'Mark all read' }).click();
      await expect(bell(page)).toHaveAccessibleName('Notifications');
      await expectAccessible(page);
    },
  );
});
