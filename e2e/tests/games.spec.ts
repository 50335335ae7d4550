import type { Game } from '@site/contracts';
import { loginThroughApi, signInPage } from '../support/accounts.js';
import { adminCredentials } from '../support/constants.js';
import { expectAccessible, expect, test } from '../support/fixtures.js';

test(
  'platforms -> a platform -> a game, with the box art overlay closed by Escape',
  { tag: ['@games'] },
  async ({ page }) => {
    await page.goto('/games');
    await expect(page.getByText('Total Platforms')).toBeVisible();
    await expectAccessible(page);
    const platformCard = page.getByRole('link', { name: /Sega Saturn/ });
    await platformCard.click();
    await expect(page).toHaveURL('/games/platform/Sega%20Saturn');
    await expect(page.getByRole('heading', { level: 1, name: 'Sega Saturn' })).toBeVisible();
    await expectAccessible(page);

    const firstGame = page.getByRole('listitem').getByRole('link').first();
    const title = (await firstGame.locator('span').first().textContent()) ?? '';
    await firstGame.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('link', { name: '← Back to Sega Saturn' })).toBeVisible();
    expect(await page.locator('script[type="application/ld+json"]').textContent()).toContain('"@type":"VideoGame"');
    await expectAccessible(page);

    await page.getByRole('button', { name: `View ${title} box art full screen` }).click();
    const overlay = page.getByRole('dialog', { name: `${title} box art` });
    await expect(overlay.getByText('Click anywhere or press ESC to close')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();

    await expect(page.getByText(/^Showing 4 of \d+ screenshots$/)).toBeVisible();
    await page.getByRole('button', { name: `${title} screenshot 1` }).click();
    const shot = page.getByRole('dialog', { name: `${title} screenshot 1` });
    await expect(shot).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(shot).toBeHidden();
  },
);

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the platform page fits the screen', { tag: ['@games'] }, async ({ page }) => {
    await page.goto('/games/platform/Arcade');
    await expect(page.getByRole('heading', { level: 1, name: 'Arcade' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
});

test('an unknown platform and an unknown game say so', { tag: ['@games'] }, async ({ page }) => {
  await page.goto('/games/platform/No%20Such%20Console');
  await expect(page.getByText('Platform not found')).toBeVisible();
  await page.goto('/games/999999');
  await expect(page.getByText('Game not found')).toBeVisible();
  // An address whose id is no id at all names nothing either (the API's 400): no Retry that cannot help.
  await page.goto('/games/not-a-game');
  await expect(page.getByText('Game not found')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
});

test(
  'the admin edits a game (kept after reload), cancels an edit, and deletes a game',
  { tag: ['@games'] },
  async ({ page, request }) => {
    // The game the admin edits and deletes is the test's own, added through the API: the catalogue's stay as they are.
    const { access_token } = await loginThroughApi(request, adminCredentials);
    const created = await request.post('/api/lightgun/games', {
      headers: { authorization: `Bearer ${access_token}` },
      data: {
        title: `Test Cabinet ${Date.now().toString(36)}`,
        platform: 'Arcade',
        release_year: 1995,
        genre: ['Rail shooter'],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const game = (await created.json()) as Game;

    await signInPage(page, request, adminCredentials);
    await page.goto('/games/platform/Arcade');
    const countText = async () => (await page.locator('header p').textContent()) ?? '';
    const before = Number((await countText()).match(/(\d+) games?/)?.[1]);

    await page
      .getByRole('listitem')
      .getByRole('link', { name: new RegExp(game.title) })
      .click();
    // On the game's page, not the platform's (whose cards have their own Edit buttons).
    await expect(page.getByRole('heading', { level: 1, name: game.title })).toBeVisible();
    // The game's facts: the compatibility section's legend of ratings is a description list too.
    const facts = page.locator('dl').filter({ hasText: 'Release year' });
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Release year').fill('1999');
    await page.getByLabel('Genre (comma separated)').fill('Rail shooter, Arcade');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Game updated successfully!').first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('list', { name: 'Genres' })).toHaveText(/Rail shooter\s*Arcade/);
    await expect(facts).toContainText('1999');

    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Release year').fill('2001');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(facts).toContainText('1999');
    await expect(facts).not.toContainText('2001');

    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Are you sure you want to delete this game?')).toBeVisible();
    await page.getByRole('dialog', { name: 'Delete game' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL('/games/platform/Arcade');
    await expect(page.locator('header p')).toContainText(`${before - 1} game`);
  },
);
