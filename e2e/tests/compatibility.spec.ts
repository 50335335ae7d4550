import type { APIRequestContext, Page } from '@playwright/test';
import type { ForumCategory, Game, GameDiscussionLookup, PlatformWithGames } from '@site/contracts';
import { loginThroughApi, newAccount, registerThroughApi, signInPage } from '../support/accounts.js';
import { adminCredentials } from '../support/constants.js';
import { memberReports, newGame, setupIds as setup } from '../support/compatibility.js';
import { expectAccessible, expect, test } from '../support/fixtures.js';

// Each journey works on its own platform's games, so the journeys never see each other's reports. A journey that
// counts reports or threads of a game adds that game itself (support/compatibility.ts: the fixtures delete it
// afterwards), so it counts only its own, on any site and on every run. Issue 32's journeys (what a report tested,
// setup pages, the ranking filter, the tier above the fold, videos tied to games) are compatibility-depth.spec.ts.

async function gamesOf(request: APIRequestContext, platform: string): Promise<Game[]> {
  const response = await request.get(`/api/lightgun/platforms/${encodeURIComponent(platform)}`);
  return ((await response.json()) as PlatformWithGames).games;
}

async function makeModerator(request: APIRequestContext, account: { username: string; password: string }) {
  const admin = await loginThroughApi(request, adminCredentials);
  const member = await loginThroughApi(request, account);
  const response = await request.patch(`/api/auth/users/${member.user.id}/role`, {
    headers: { authorization: `Bearer ${admin.access_token}` },
    data: { role: 'moderator' },
  });
  expect(response.ok()).toBe(true);
}

function compatibility(page: Page) {
  return page.getByRole('region', { name: 'Compatibility' });
}

/**
 * The game's standing beside its title: "Playable · 2 reports · 1 member agrees" (then its confidence), or "No reports
 * yet".
 */
function standing(page: Page, summary: string) {
  return page.getByRole('main').getByText(new RegExp(`^${summary}( · \\w+ confidence)?$`));
}

test(
  'a member files a report from the keyboard, and the tier and the matrix change',
  { tag: ['@games'] },
  async ({ page, request }) => {
    test.setTimeout(60_000);
    const game = await newGame(request, 'PlayStation 2');
    const account = await registerThroughApi(request, newAccount());
    await signInPage(page, request, account);

    await page.goto(`/games/${game.id}`);
    await expect(page.getByRole('heading', { level: 1, name: game.title })).toBeVisible();
    await expect(standing(page, 'No reports yet')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'File a report' }).click();
    await page.getByLabel('Gun', { exact: true }).selectOption({ label: 'GunCon 2' });
    await page.getByLabel('Display', { exact: true }).selectOption({ label: 'CRT' });
    await page.getByLabel('Way of playing', { exact: true }).selectOption({ label: 'Original hardware' });
    await page.getByRole('radio', { name: 'Playable' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('radiogroup', { name: 'Recoil' }).getByRole('radio', { name: 'Works' }).focus();
    await page.keyboard.press('Space');
    await page.getByLabel('Notes (Markdown)').fill('Needs the **GunCon 2** on a 480i CRT; calibrate first.');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'File report' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Report filed', { exact: true })).toBeVisible();

    await expect(standing(page, 'Playable · 1 report · 1 member agrees')).toBeVisible();
    const matrix = page.getByRole('table', { name: 'Reports by gun and display' });
    await expect(matrix.getByRole('rowheader', { name: 'GunCon 2' })).toBeVisible();
    await expect(matrix.getByRole('columnheader', { name: 'CRT' })).toBeVisible();
    await expect(matrix.getByRole('cell', { name: '1 · Playable' })).toBeVisible();
    const latest = compatibility(page).getByRole('article').filter({ hasText: 'GunCon 2 · CRT · Original hardware' });
    await expect(latest.getByRole('link', { name: account.display_name })).toHaveAttribute(
      'href',
      `/u/${account.username}`,
    );
    await expect(latest.locator('strong', { hasText: 'GunCon 2' })).toBeVisible();

    // Another member reports Perfect: Perfect is one of two, not more than half, so the tier leans to Playable.
    await memberReports(request, game.id, {
      ...(await setup(request, 'GunCon 2', 'CRT', 'Original hardware')),
      rating: 'perfect',
    });
    await page.reload();
    await expect(standing(page, 'Playable · 2 reports · 1 member agrees')).toBeVisible();
    await expect(matrix.getByRole('cell', { name: '2 · Perfect' })).toBeVisible();

    // The platform page's card shows the tier.
    await page.goto('/games/platform/PlayStation%202');
    await expect(page.getByRole('link', { name: game.title }).first()).toBeVisible();
    await expect(page.getByLabel('Compatibility: Playable').first()).toBeVisible();
  },
);

test(
  'a moderator hides a report: visitors no longer see it, its author sees it marked hidden',
  { tag: ['@games'] },
  async ({ page, request, browser }) => {
    test.setTimeout(60_000);
    const game = await newGame(request, 'Wii');
    const { account: author } = await memberReports(request, game.id, {
      ...(await setup(request, 'Wii Remote / Wii Zapper', 'Flat TV', 'Original hardware')),
      rating: 'broken',
      notes: 'Spam spam spam',
    });
    const moderator = await registerThroughApi(request, newAccount());
    await makeModerator(request, moderator);

    await signInPage(page, request, moderator);
    await page.goto(`/games/${game.id}`);
    const report = compatibility(page).getByRole('article').filter({ hasText: 'Spam spam spam' });
    await report.getByRole('button', { name: 'Hide report' }).click();
    await page.getByLabel('Reason').fill('Not a real report');
    await page.getByRole('button', { name: 'Hide', exact: true }).click();
    await expect(report.getByText('Hidden by a moderator: Not a real report')).toBeVisible();
    await expectAccessible(page);

    const visitor = await browser.newPage();
    await visitor.goto(`/games/${game.id}`);
    await expect(standing(visitor, 'No reports yet')).toBeVisible();
    await expect(visitor.getByText('Spam spam spam')).toHaveCount(0);
    await visitor.close();

    const authorPage = await browser.newPage();
    await signInPage(authorPage, request, author);
    await authorPage.goto(`/games/${game.id}`);
    await expect(authorPage.getByText('Hidden by a moderator: Not a real report')).toBeVisible();
    await authorPage.close();
  },
);

test(
  'a member edits their report, prefilled and marked edited, then deletes it after confirming',
  { tag: ['@games'] },
  async ({ page, request }) => {
    test.setTimeout(60_000);
    const game = await newGame(request, 'Dreamcast');
    const { account } = await memberReports(request, game.id, {
      ...(await setup(request, 'Sinden Lightgun', 'Flat TV', 'Flycast')),
      rating: 'issues',
      notes: 'Drifts after a while',
    });
    await signInPage(page, request, account);
    await page.goto(`/games/${game.id}`);
    const mine = compatibility(page).getByRole('article').filter({ hasText: 'Drifts after a while' });
    await mine.getByRole('button', { name: 'Edit your report' }).click();
    await expect(page.getByText(/You reported this setup on .*: editing it/)).toBeVisible();
    await expect(page.getByLabel('Notes (Markdown)')).toHaveValue('Drifts after a while');
    await page.getByRole('radio', { name: 'Playable' }).check();
    await page.getByLabel('Notes (Markdown)').fill('Holds calibration once the border is on.');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Report updated', { exact: true })).toBeVisible();
    const edited = compatibility(page).getByRole('article').filter({ hasText: 'Holds calibration' });
    await expect(edited.getByText('(edited)')).toBeVisible();
    await expect(standing(page, 'Playable · 1 report · 1 member agrees')).toBeVisible();

    await edited.getByRole('button', { name: /Delete/ }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toBeVisible();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: /Delete/ }).click();
    await expect(page.getByText('Report deleted', { exact: true })).toBeVisible();
    await expect(standing(page, 'No reports yet')).toBeVisible();
  },
);

test(
  '"Discuss this game" opens a composer with the game\'s card; the member\'s own first post starts the thread',
  { tag: ['@games', '@forum'] },
  async ({ page, request }) => {
    test.setTimeout(60_000);
    const game = await newGame(request, 'Sega Saturn');
    const account = await registerThroughApi(request, newAccount());
    await signInPage(page, request, account);

    await page.goto(`/games/${game.id}`);
    await expect(page.getByText('No discussions yet')).toBeVisible();
    await page.getByRole('button', { name: 'Discuss this game' }).click();
    // Nothing is posted in the member's name before they write: a composer, prefilled with the game's card.
    const composer = page.getByRole('form', { name: 'Start the discussion' });
    await expect(composer.getByText(game.title).first()).toBeVisible();
    const lookup = (await (
      await request.get(`/api/lightgun/games/${game.id}/discussion`)
    ).json()) as GameDiscussionLookup;
    expect(lookup.thread_id).toBeNull();
    await expectAccessible(page);
    const firstPost = 'Does the Stunner hold calibration through the whole game for you?';
    await expect(composer.getByLabel('Title')).toHaveValue(game.title);
    await composer.getByLabel('Your first post (Markdown)').fill(firstPost);
    await composer.getByRole('button', { name: 'Post and open the thread' }).click();

    await expect(page).toHaveURL(/\/forum\/thread\/\d+$/);
    const threadPath = new URL(page.url()).pathname;
    await expect(page.getByText(firstPost)).toBeVisible();
    const card = page.getByRole('region', { name: 'Discussed game' });
    await expect(card.getByText(game.title)).toBeVisible();
    await expectAccessible(page);

    await card.getByRole('link', { name: 'Open the game page' }).click();
    await expect(page).toHaveURL(`/games/${game.id}`);
    const discussions = page.getByRole('region', { name: 'Discussions' });
    await expect(discussions.getByRole('link', { name: new RegExp(game.title) })).toHaveAttribute('href', threadPath);

    // Once the thread exists, pressing again opens it.
    await page.getByRole('button', { name: 'Discuss this game' }).click();
    await expect(page).toHaveURL(threadPath);
  },
);

test(
  "a member's profile lists their threads and reports, and forum author names lead there",
  { tag: ['@forum', '@games'] },
  async ({ page, request }) => {
    test.setTimeout(60_000);
    const [game] = await gamesOf(request, 'NES');
    const { account } = await memberReports(request, game.id, {
      ...(await setup(request, 'NES Zapper', 'CRT', 'Original hardware')),
      rating: 'perfect',
    });
    const { access_token } = await loginThroughApi(request, account);
    const title = `Zapper on a PVM ${Date.now()}`;
    const categories = (await (await request.get('/api/forum/categories')).json()) as ForumCategory[];
    const general = categories.find((category) => category.name === 'General');
    if (!general) throw new Error('no forum category General');
    const thread = await request.post(`/api/forum/categories/${general.id}/threads`, {
      headers: { authorization: `Bearer ${access_token}` },
      data: { title, content: 'Works great on my 14-inch PVM.' },
    });
    expect(thread.status()).toBe(201);
    const threadId = ((await thread.json()) as { id: number }).id;

    await page.goto(`/forum/thread/${threadId}`);
    await page.getByRole('main').getByRole('link', { name: account.display_name }).first().click();
    await expect(page).toHaveURL(`/u/${account.username}`);
    await expect(page.getByRole('heading', { level: 1, name: account.display_name })).toBeVisible();
    await expect(page.getByText(`@${account.username}`)).toBeVisible();
    await expect(page.getByRole('heading', { name: /Threads \(1\)/ })).toBeVisible();
    await expect(page.getByRole('link', { name: title })).toHaveAttribute('href', `/forum/thread/${threadId}`);
    await expect(page.getByRole('heading', { name: /Compatibility reports \(1\)/ })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(game.title) })).toHaveAttribute('href', `/games/${game.id}`);
    await expect(page).toHaveTitle(`${account.display_name} (@${account.username}) · Lightgun Hub`);
    await expectAccessible(page);

    await page.goto('/u/nobody-by-this-name');
    await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
  },
);

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the game page, its matrix and the filter fit the screen', { tag: ['@games'] }, async ({ page, request }) => {
    const [game] = await gamesOf(request, 'PlayStation 3');
    await memberReports(request, game.id, {
      ...(await setup(request, 'GunCon 3', 'Flat TV', 'Original hardware')),
      rating: 'playable',
    });
    await page.goto(`/games/${game.id}`);
    await expect(page.getByRole('table', { name: 'Reports by gun and display' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(page);
    await page.goto('/games/platform/PlayStation%203');
    await expect(page.getByRole('main').getByLabel('Gun', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
