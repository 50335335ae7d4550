import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { newAccount, registerThroughApi, signInPage } from '../support/accounts.js';
import { adminCredentials, e2eBaseUrl, ownServer } from '../support/constants.js';
import { expectAccessible, expect, introSeenKey, test } from '../support/fixtures.js';

/** A second browser (another device of the same person), past the intro like the test's own. */
async function secondBrowser(browser: Browser) {
  const context = await browser.newContext({ baseURL: e2eBaseUrl });
  await context.addInitScript((key) => window.sessionStorage.setItem(key, '1'), introSeenKey);
  return { context, page: await context.newPage() };
}

async function expectNoHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

/** Fills the password form from the keyboard: current, new, confirm, then Enter. */
async function changePasswordByKeyboard(page: Page, current: string, next: string) {
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').focus();
  await page.keyboard.type(current);
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('New password', { exact: true })).toBeFocused();
  await page.keyboard.type(next);
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Confirm new password')).toBeFocused();
  await page.keyboard.type(next);
  await page.keyboard.press('Enter');
  await expect(page.getByText('You are still signed in here; every other session has ended.').first()).toBeVisible();
}

test(
  "a member changes their password at /account from the header's greeting: their other session ends, this one stays",
  { tag: ['@accounts'] },
  async ({ page, request, browser }) => {
    // Two browsers and several round trips: more than the default 30 s on a busy 2-core machine.
    test.setTimeout(90_000);
    const account = await registerThroughApi(request);
    await page.setViewportSize({ width: 375, height: 800 });
    await signInPage(page, request, account);
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: `Welcome, ${account.username}!` }).click();
    await expect(page).toHaveURL('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
    await expect(page).toHaveTitle('Account settings · Lightgun Hub');
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);

    const other = await secondBrowser(browser);
    try {
      await signInPage(other.page, request, account);
      await other.page.goto('/account');
      await expect(other.page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();

      await changePasswordByKeyboard(page, account.password, 'brand-new-secret-77');
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();

      // The other browser's session has ended: its next load sends it to log in, and back here after.
      await other.page.reload();
      await expect(other.page).toHaveURL('/login?returnTo=%2Faccount');
      await other.page.getByLabel('Username').fill(account.username);
      await other.page.getByLabel('Password').fill('brand-new-secret-77');
      await other.page.getByLabel('Password').press('Enter');
      await expect(other.page).toHaveURL('/account');
      await expect(other.page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
    } finally {
      await other.context.close();
    }
  },
);

test(
  'a member renames themself, a refused password shows on its field, and Log out everywhere signs out',
  { tag: ['@accounts'] },
  async ({ page, request }) => {
    const account = await registerThroughApi(request);
    await signInPage(page, request, account);
    await page.goto('/account');
    const profile = page.getByRole('form', { name: 'Profile' });
    await profile.getByLabel('Display name').fill('Zapper Queen');
    await profile.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your account has been updated.').first()).toBeVisible();
    await expect(profile.getByLabel('Display name')).toHaveValue('Zapper Queen');

    // A new email asks for the current password; a wrong one is named on the field.
    await profile.getByLabel('Email').fill(`new-${account.email}`);
    await profile.getByLabel('Current password').fill('not-my-password');
    await profile.getByRole('button', { name: 'Save changes' }).click();
    await expect(profile.getByText('Current password is incorrect')).toBeVisible();
    await expectAccessible(page);

    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill(account.password);
    await form.getByLabel('New password', { exact: true }).fill('letmein');
    await form.getByLabel('Confirm new password').fill('letmein');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText(/^Password is too easy to guess/)).toBeVisible();

    const token = await page.evaluate(() => localStorage.getItem('token'));
    await page.getByRole('button', { name: 'Log out everywhere' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    // The session the page held has ended on the server too.
    expect((await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
  },
);

test(
  'a visitor opening /account is sent to log in, and comes back after',
  { tag: ['@accounts'] },
  async ({ page, request }) => {
    const account = await registerThroughApi(request, newAccount());
    await page.goto('/account');
    await expect(page).toHaveURL('/login?returnTo=%2Faccount');
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Password').fill(account.password);
    await page.getByLabel('Password').press('Enter');
    await expect(page).toHaveURL('/account');
    await expect(page.getByRole('form', { name: 'Profile' }).getByLabel('Email')).toHaveValue(account.email);
  },
);

/**
 * Puts the suite's admin password back, whatever the test got to: the suite's other tests and its clean-up log in with
 * it.
 */
async function restoreAdminPassword(request: APIRequestContext, changedTo: string) {
  const login = await request.post('/api/auth/login', {
    data: { username: adminCredentials.username, password: changedTo },
  });
  if (!login.ok()) return;
  const { access_token } = (await login.json()) as { access_token: string };
  const restored = await request.put('/api/auth/me/password', {
    headers: { authorization: `Bearer ${access_token}` },
    data: { current_password: changedTo, new_password: adminCredentials.password },
  });
  expect(restored.status()).toBe(200);
}

test(
  'the admin works through the setup checklist: the password item turns done after a change at /account, and the list folds away',
  // Its own server: it changes the admin's password, which starts as the one the server was set up with.
  { tag: ['@accounts', '@admin', ownServer] },
  async ({ page, request }) => {
    test.setTimeout(90_000);
    const newPassword = 'owner-chosen-password-42';
    try {
      await signInPage(page, request, adminCredentials);
      await page.goto('/admin/dashboard');
      const checklist = page.getByRole('list', { name: 'Setup checklist' });
      const passwordItem = checklist.getByRole('listitem').filter({ hasText: 'Change the admin password' });
      await expect(passwordItem.getByText('To do', { exact: true })).toBeVisible();
      await expect(checklist.getByRole('listitem').filter({ hasText: 'Connect the YouTube playlist' })).toContainText(
        'Last sync',
      );
      await expectAccessible(page);

      await passwordItem.getByRole('link', { name: 'Account settings' }).click();
      await expect(page).toHaveURL('/account');
      await changePasswordByKeyboard(page, adminCredentials.password, newPassword);

      await page.goto('/admin/dashboard');
      await expect(passwordItem.getByText('Done', { exact: true })).toBeVisible();
      await expect(passwordItem).toContainText('The admin password has been changed since the site was set up.');

      // Folded away, and still folded on the next visit from this browser.
      await page.getByRole('button', { name: 'Hide checklist' }).click();
      await expect(checklist).toBeHidden();
      await page.reload();
      await expect(page.getByRole('button', { name: 'Show checklist' })).toHaveAttribute('aria-expanded', 'false');
      await expect(checklist).toBeHidden();
      await page.setViewportSize({ width: 375, height: 800 });
      await page.getByRole('button', { name: 'Show checklist' }).click();
      await expect(checklist).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);
    } finally {
      await restoreAdminPassword(request, newPassword);
    }
  },
);
