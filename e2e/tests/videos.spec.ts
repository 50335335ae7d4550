import { registerThroughApi, signInPage } from '../support/accounts.js';
import { adminCredentials } from '../support/constants.js';
import { expectAccessible, expect, test } from '../support/fixtures.js';

test(
  'browse the library page by page, search it, and play a video in the modal',
  { tag: ['@videos'] },
  async ({ page }) => {
    await page.goto('/videos');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(18);
    await expect(page.getByText('Total Videos')).toBeVisible();
    await expectAccessible(page);

    const firstTitle = await cards.first().getByRole('heading').textContent();
    const pages = page.getByRole('navigation', { name: 'Video pages' });
    await pages.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(cards.first().getByRole('heading')).not.toHaveText(firstTitle ?? '');

    await page.getByRole('searchbox', { name: 'Search videos' }).fill('time crisis');
    await expect(page.getByRole('status').filter({ hasText: /results? for/ })).toBeVisible();
    await expect(pages).toBeHidden();
    // The search is in the address, from its first page: a reload (or a shared link) runs it again.
    await expect(page).toHaveURL(/[?&]q=time(\+|%20)crisis/);
    expect(new URL(page.url()).searchParams.has('page')).toBe(false);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search videos' })).toHaveValue('time crisis');
    await expect(page.getByRole('status').filter({ hasText: /results? for “time crisis”/ })).toBeVisible();
    for (const title of await cards.getByRole('heading').allTextContents())
      expect(title.toLowerCase()).toMatch(/time|crisis/);

    await cards
      .first()
      .getByRole('button', { name: /^Play / })
      .click();
    const modal = page.getByRole('dialog');
    await expect(modal).toBeVisible();
    // A real video plays in the embed; a demo one (the seed's, placeholder id) shows the demo panel instead.
    const player = modal.locator('iframe');
    const demoPanel = modal.getByRole('note', { name: /: demo video$/ });
    await expect(player.or(demoPanel)).toBeVisible();
    if (await player.count())
      await expect(player).toHaveAttribute('src', /youtube\.com\/embed\/.+enablejsapi=1&rel=0&autoplay=1/);
    else await expect(demoPanel).toContainText('Demo video: sync your playlist to show your own videos');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
  },
);

test(
  'a video page shows the player, details and related videos of its category',
  { tag: ['@videos'] },
  async ({ page }) => {
    await page.goto('/videos?category=on-rail');
    const first = page.getByRole('article').first();
    const title = (await first.getByRole('heading').textContent()) ?? '';
    await first.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/video\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View on YouTube' })).toHaveAttribute('target', '_blank');
    const related = page.getByRole('complementary').getByRole('listitem');
    await expect(related.first()).toBeVisible();
    expect(await related.count()).toBeLessThanOrEqual(4);
    await expectAccessible(page);

    const relatedTitle = (await related.first().textContent()) ?? '';
    await related.first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(relatedTitle.trim());
  },
);

test('an unknown video says so', { tag: ['@videos'] }, async ({ page }) => {
  await page.goto('/video/abc');
  await expect(page.getByText('Video not found')).toBeVisible();
  await page.goto('/video/999999');
  await expect(page.getByText('Video not found')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL('/');
});

test(
  "a member's video post waits for approval; the admin approves it, edits its tags and deletes it",
  { tag: ['@videos', '@admin'] },
  async ({ page, request }) => {
    const account = await registerThroughApi(request);
    await signInPage(page, request, account);
    const title = `Community pick ${Date.now()}`;
    const youtubeId = `c${Date.now().toString(36)}`.padEnd(11, 'x').slice(0, 11);

    await page.goto('/videos');
    await page.getByRole('button', { name: 'Create Video Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Video Post' });
    await dialog.getByLabel('Title *').fill(title);
    await dialog.getByLabel('YouTube URL *').fill(`https://youtu.be/${youtubeId}`);
    await dialog.getByLabel('Tags').fill('Community');
    await dialog.getByLabel('Tags').press('Enter');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Post' }).click();
    await expect(dialog.getByText('Submitted! It will appear after admin approval')).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 5000 });

    const search = page.getByRole('searchbox', { name: 'Search videos' });
    await search.fill(title);
    await expect(page.getByText('No videos match your search')).toBeVisible();

    // The admin sees it pending, approves it, edits its tags, then deletes it.
    await signInPage(page, request, adminCredentials);
    await page.goto('/videos');
    await search.fill(title);
    const card = page.getByRole('article').filter({ hasText: title });
    await expect(card.getByText('PENDING')).toBeVisible();
    await expectAccessible(page);
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(card.getByText('PENDING')).toBeHidden();

    await card.getByRole('button', { name: `Edit tags of ${title}` }).click();
    const tagDialog = page.getByRole('dialog', { name: 'Edit tags' });
    await tagDialog.getByLabel('New tag').fill('Approved');
    await tagDialog.getByLabel('New tag').press('Enter');
    await tagDialog.getByRole('button', { name: 'Remove tag Community' }).click();
    await tagDialog.getByRole('button', { name: 'Save tags' }).click();
    await expect(tagDialog).toBeHidden();
    await expect(card.getByRole('list', { name: 'Tags' })).toHaveText('Approved');

    await card.getByRole('button', { name: `Delete ${title}` }).click();
    await card.getByRole('button', { name: 'Confirm Delete' }).click();
    await expect(card).toHaveCount(0);
    const check = await request.get(`/api/videos/search?q=${encodeURIComponent(title)}`);
    expect((await check.json()).videos).toEqual([]);
  },
);

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the library fits the screen', { tag: ['@videos'] }, async ({ page }) => {
    await page.goto('/videos');
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
});
