import { newAccount, registerThroughApi, signInPage } from '../support/accounts.js';
import { adminCredentials } from '../support/constants.js';
import { expectAccessible, expect, test } from '../support/fixtures.js';
import { latestMailTo, resetLinkIn } from '../support/mail.js';

test('register, get sent to login, log in, be greeted, log out', { tag: ['@accounts'] }, async ({ page }) => {
  const account = newAccount();
  await page.goto('/register');
  await expectAccessible(page);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Display name').fill(account.display_name);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Registration successful! Redirecting to login...')).toBeVisible();
  await expect(page).toHaveURL('/login');
  await expectAccessible(page);

  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByLabel('Password').press('Enter');
  await expect(page.getByText(`Welcome, ${account.username}!`)).toBeVisible();
  await expect(page).toHaveURL('/');

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByText(`Welcome, ${account.username}!`)).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test(
  'a failed login shows the server detail and keeps the visitor logged out',
  { tag: ['@accounts'] },
  async ({ page, request }) => {
    const account = await registerThroughApi(request);
    await page.goto('/login');
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: /invalid/i })
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  },
);

test('returnTo is honoured after login', { tag: ['@accounts'] }, async ({ page, request }) => {
  const account = await registerThroughApi(request);
  await page.goto('/login?returnTo=%2Fforum');
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/forum');
  await expect(page.getByText(`Welcome, ${account.username}!`)).toBeVisible();
});

// @own-server: reads the mail the server writes to its own data folder (no SMTP there).
test(
  'password reset end to end through the outbox link',
  { tag: ['@accounts', '@own-server'] },
  async ({ page, request }) => {
    const account = await registerThroughApi(request);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();
    await dialog.getByLabel('Email').fill(account.email);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Your credentials have been sent to your email!')).toBeVisible();
    await expectAccessible(page);
    await expect(dialog).toBeHidden({ timeout: 6000 });

    const mail = await latestMailTo(account.email);
    expect(mail).toContain(account.username);
    expect(mail).not.toContain(account.password);
    const link = new URL(resetLinkIn(mail));

    await page.goto(link.pathname + link.search);
    await page.getByLabel('New password', { exact: true }).fill('brand-new-pass');
    await page.getByLabel('Confirm new password').fill('brand-new-pass');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('heading', { name: 'Password Reset Successful!' })).toBeVisible();
    await expect(page).toHaveURL('/login', { timeout: 6000 });

    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Password').fill('brand-new-pass');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText(`Welcome, ${account.username}!`)).toBeVisible();

    // The link is single use.
    await page.goto(link.pathname + link.search);
    await page.getByLabel('New password', { exact: true }).fill('another-pass-4417');
    await page.getByLabel('Confirm new password').fill('another-pass-4417');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Password Reset Successful!' })).toBeHidden();
  },
);

test(
  'a regular user is sent away from /admin/dashboard',
  { tag: ['@accounts', '@admin'] },
  async ({ page, request }) => {
    const account = await registerThroughApi(request);
    await signInPage(page, request, account);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL('/');
    await expect(page.getByText(`Welcome, ${account.username}!`)).toBeVisible();
  },
);

test(
  'the admin reaches the dashboard through the header Admin link',
  { tag: ['@accounts', '@admin', '@shell'] },
  async ({ page }) => {
    await page.goto('/old-login');
    await page.getByLabel('Username').fill(adminCredentials.username);
    await page.getByLabel('Password').fill(adminCredentials.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
    await expect(page).toHaveURL('/admin/dashboard');
    await expectAccessible(page);
  },
);

// @own-server: the hint is for the embedded default database, which a deployment does not run on.
test(
  'the test login page shows where the default admin password is, never the password',
  { tag: ['@accounts', '@own-server'] },
  async ({ page }) => {
    await page.goto('/test-login');
    const hint = page.getByRole('complementary', { name: 'Default credentials' });
    await expect(hint).toBeVisible();
    await expect(hint).toContainText('admin');
    await expect(hint).not.toContainText(adminCredentials.password);
    await expectAccessible(page);
  },
);
