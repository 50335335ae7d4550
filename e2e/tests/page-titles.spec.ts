import type { Locator, Page } from '@playwright/test';
import { expectAccessible, expect, test } from '../support/fixtures.js';

// The same names the server writes into a page's HTML (api/src/site/page-head.ts, page-routes.ts).
const titled = (name: string) => `${name} · Lightgun Hub`;

/** The page on screen: its level-1 heading (when given) is shown, the tab says `title`, and axe passes. */
async function expectPage(page: Page, title: string, heading?: string) {
  if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page).toHaveTitle(title);
  await expectAccessible(page);
}

/**
 * A client-side navigation to an address no link points at (an unknown page or id), the way the
 * router follows Back and Forward: no page load.
 */
async function pushAddress(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** What a link says, to expect the page it opens to be named after it. */
async function textOf(element: Locator) {
  const text = ((await element.textContent()) ?? '').trim();
  expect(text).not.toBe('');
  return text;
}

test(
  'document.title follows client-side navigation through every area, its items, login and not-found states',
  { tag: ['@composition', '@shell', '@videos', '@news', '@games', '@forum', '@accounts'] },
  async ({ page }) => {
    // Sixteen pages, each checked with axe: more than the default 30 s on a busy machine.
    test.slow();
    await page.goto('/');
    await expectPage(page, 'Lightgun Hub', 'Lightgun Hub');
    // Set once: still there at the end means no page load happened in between.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const nav = page.getByRole('navigation', { name: 'Main' });
    const main = page.getByRole('main');

    // Videos: the section, then a video named by its title.
    await nav.getByRole('link', { name: 'Videos', exact: true }).click();
    await expectPage(page, titled('Videos'), 'Lightgun Gaming Video Library');
    const videoLink = main.getByRole('article').first().getByRole('heading').getByRole('link');
    const videoTitle = await textOf(videoLink);
    await videoLink.click();
    await expectPage(page, titled(videoTitle), videoTitle);

    // News: the section, then an article.
    await nav.getByRole('link', { name: 'News', exact: true }).click();
    await expectPage(page, titled('News'), 'Gaming News');
    const readMore = main.getByRole('link', { name: /^Read More: / }).first();
    const articleTitle = ((await readMore.getAttribute('aria-label')) ?? '').replace(/^Read More: /, '');
    await readMore.click();
    await expectPage(page, titled(articleTitle), articleTitle);

    // Games: the section, a platform, a game (with its platform, as the server names it).
    await nav.getByRole('link', { name: 'Games', exact: true }).click();
    await expectPage(page, titled('Games'), 'Light Gun Games');
    await main.getByRole('link', { name: /Sega Saturn/ }).click();
    await expectPage(page, titled('Sega Saturn games'), 'Sega Saturn');
    const gameLink = main.getByRole('listitem').getByRole('link').first();
    const gameTitle = await textOf(gameLink.locator('span').first());
    await gameLink.click();
    await expectPage(page, titled(`${gameTitle} (Sega Saturn)`), gameTitle);

    // Forum: the section, a category, a thread.
    await nav.getByRole('link', { name: 'Forum', exact: true }).click();
    await expectPage(page, titled('Forum'), 'Community Forum');
    await main.getByRole('link', { name: 'Lightgun Hardware', exact: true }).click();
    await expectPage(page, titled('Lightgun Hardware · Forum'), 'Lightgun Hardware');
    const threadLink = main.getByRole('listitem').getByRole('link').first();
    const threadTitle = await textOf(threadLink);
    await threadLink.click();
    await expectPage(page, titled(`${threadTitle} · Forum`), threadTitle);

    // The shell's own pages.
    await nav.getByRole('link', { name: 'About', exact: true }).click();
    await expectPage(page, titled('About'));
    await nav.getByRole('link', { name: 'Donate', exact: true }).click();
    await expectPage(page, titled('Donate'));
    await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).click();
    await expectPage(page, titled('Log in'), 'Login');

    // Not found: an unknown address in the shell, an unknown video id in its remote.
    await pushAddress(page, '/no/such/page');
    await expectPage(page, titled('Page not found'), 'Page not found');
    await pushAddress(page, '/video/999999999');
    await expect(page.getByText('Video not found')).toBeVisible();
    await expectPage(page, titled('Video not found'));

    // Home again, with the site's name alone; all of it in one document.
    await nav.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveTitle('Lightgun Hub');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    // Each page took its title away with it: React's one is left, and at most the HTML's own behind it.
    expect(await page.locator('head > title').count()).toBeLessThanOrEqual(2);
  },
);

test(
  "a page opened directly puts React's title first, and a mode switch renames the tab",
  { tag: ['@composition', '@games', '@forum'] },
  async ({ page }) => {
    await page.goto('/games/platform/Arcade');
    await expectPage(page, titled('Arcade games'), 'Arcade');
    // React inserts its <title> before the one in the HTML, which stays behind it unseen.
    expect(await page.locator('head > title').first().textContent()).toBe(titled('Arcade games'));

    await page.goto('/forum/register');
    await expectPage(page, titled('Join the forum'), 'Join the Forum');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectPage(page, titled('Forum login'), 'Forum Login');
  },
);
