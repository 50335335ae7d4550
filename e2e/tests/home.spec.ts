import type { FeedResponse, VideoListResponse, VisitorStats } from '@site/contracts';
import { loginThroughApi, registerThroughApi } from '../support/accounts.js';
import { e2eBaseUrl } from '../support/constants.js';
import { expectAccessible, expect, test } from '../support/fixtures.js';

// These tests meet the intro the way a new visitor does.
test.use({ skipIntro: false });

const intro = (page: import('@playwright/test').Page) => page.getByRole('dialog', { name: 'Lightgun Hub intro' });
const count = (value: number) => value.toLocaleString('en-US');

test(
  'a new session sees the intro; ten shots shatter it and land on the feed; a reload skips it',
  { tag: ['@shell'] },
  async ({ page }) => {
    await page.goto('/');
    await expect(intro(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Skip intro' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Click to Fire' }).click();
    const health = page.getByRole('progressbar', { name: 'HEALTH' });
    await expect(health).toHaveAttribute('aria-valuenow', '100');
    await expectAccessible(page);

    const viewport = page.viewportSize()!;
    for (let shot = 1; shot <= 10; shot += 1) {
      await page.mouse.click(viewport.width * (0.2 + 0.06 * shot), viewport.height * (0.35 + 0.03 * (shot % 4)));
      if (shot < 10) await expect(health).toHaveAttribute('aria-valuenow', String(100 - shot * 10));
    }
    await expect(intro(page)).toHaveAttribute('data-phase', 'shattered');
    await expect(page.getByTestId('intro-shards').locator('.intro-shard')).toHaveCount(20);

    await expect(intro(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Lightgun Hub' })).toBeVisible();
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await expectAccessible(page);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Lightgun Hub' })).toBeVisible();
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await expect(intro(page)).toHaveCount(0);
  },
);

test('Skip intro goes straight home', { tag: ['@shell'] }, async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Skip intro' }).click();
  await expect(intro(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Lightgun Hub' })).toBeVisible();
  await expectAccessible(page);
});

test('Escape skips the intro, also mid-game, and keyboard shots fire', { tag: ['@shell'] }, async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Click to Fire' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Space');
  await expect(page.getByRole('progressbar', { name: 'HEALTH' })).toHaveAttribute('aria-valuenow', '90');
  await page.keyboard.press('Escape');
  await expect(intro(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Lightgun Hub' })).toBeVisible();
  await expectAccessible(page);
});

test('with reduced motion the intro fades instead of shattering', { tag: ['@shell'] }, async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await page.getByRole('button', { name: 'Click to Fire' }).click();
  for (let shot = 0; shot < 10; shot += 1) await page.mouse.click(400, 300 + shot * 5);
  await expect(page.getByTestId('intro-fade')).toBeAttached();
  await expect(page.getByTestId('intro-shards')).toHaveCount(0);
  await expect(intro(page)).toHaveCount(0);
  await expectAccessible(page);
});

test('the feed pages with Next and Previous', { tag: ['@shell', '@news'] }, async ({ page, request }) => {
  const first = (await (await request.get('/api/feed?page=1')).json()) as FeedResponse;
  const pages = first.pagination.total_pages;
  expect(pages).toBeGreaterThan(1);

  await page.goto('/');
  await page.getByRole('button', { name: 'Skip intro' }).click();
  const feed = page.getByRole('region', { name: 'Latest Content' });
  await expect(feed.getByText(`Page 1 of ${pages}`)).toBeVisible();
  await expect(feed.getByRole('article').first().getByRole('link', { name: 'Welcome!' })).toBeVisible();
  await expect(feed.getByRole('article')).toHaveCount(10);
  await expect(feed.getByRole('button', { name: 'Previous' })).toBeDisabled();

  await feed.getByRole('button', { name: 'Next' }).click();
  await expect(feed.getByText(`Page 2 of ${pages}`)).toBeVisible();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(feed.getByRole('link', { name: 'Welcome!' })).toHaveCount(0);
  await expectAccessible(page);

  await feed.getByRole('button', { name: 'Previous' }).click();
  await expect(feed.getByText(`Page 1 of ${pages}`)).toBeVisible();
  await expect(feed.getByRole('link', { name: 'Welcome!' })).toBeVisible();

  // Links in the feed are real links: a click goes there and is never taken as a shot.
  const ammo = page.getByText(/^AMMO/);
  await expect(ammo).toHaveText('AMMO 8/8');
  await page.getByRole('heading', { level: 1, name: 'Lightgun Hub' }).click();
  await expect(ammo).toHaveText('AMMO 7/8');
  await feed.getByRole('link', { name: 'Welcome!' }).click();
  await expect(page).toHaveURL(/\/news\/\d+$/);
});

test(
  'a new visitor raises both counts by one; a reload in the same session counts nothing new',
  { tag: ['@shell'] },
  async ({ browser, request }) => {
    const before = (await (await request.get('/api/visitors/stats')).json()) as VisitorStats;
    // Every browser of this suite comes from one address, which counts once: a new member is a new visitor.
    const { access_token, user } = await loginThroughApi(request, await registerThroughApi(request));
    const context = await browser.newContext({ baseURL: e2eBaseUrl });
    await context.addInitScript(
      ([token, json]) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', json);
      },
      [access_token, JSON.stringify(user)] as const,
    );
    const visitor = await context.newPage();
    await visitor.goto('/');
    await expect(intro(visitor)).toBeVisible();
    await visitor.keyboard.press('Escape');

    const counter = visitor.getByRole('region', { name: 'Visitor Counter' });
    const unique = counter.locator('dt', { hasText: 'Unique Visitors' }).locator('+ dd');
    const total = counter.locator('dt', { hasText: 'Total Visits' }).locator('+ dd');
    await expect(unique).toHaveText(count(before.unique_visitors + 1));
    await expect(total).toHaveText(count(before.total_visits + 1));
    await expectAccessible(visitor);

    await visitor.reload();
    await expect(intro(visitor)).toHaveCount(0);
    await expect(unique).toHaveText(count(before.unique_visitors + 1));
    await expect(total).toHaveText(count(before.total_visits + 1));
    await context.close();
  },
);

test(
  'the donate page links every platform in a new tab, and each quick amount to the donation page',
  { tag: ['@shell'] },
  async ({ page, context, request }) => {
    const config = (await (await request.get('/site-config.json')).json()) as Record<string, string>;
    await page.goto('/donate');
    await expect(page.getByRole('heading', { level: 1, name: `Support ${config.channelName}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Why your support matters' })).toBeVisible();
    await expectAccessible(page);

    for (const [name, key] of [
      ['Facebook', 'facebookUrl'],
      ['Twitter', 'twitterUrl'],
      ['Instagram', 'instagramUrl'],
      ['Odysee', 'odyseeUrl'],
      ['Rumble', 'rumbleUrl'],
      ['Ko-fi', 'kofiUrl'],
      ['PayPal', 'paypalUrl'],
      ['Patreon', 'patreonUrl'],
      ['Buy Me a Coffee', 'buyMeACoffeeUrl'],
    ]) {
      const link = page.getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute('href', config[key]);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }

    const amounts = page.getByRole('region', { name: 'Quick one-time donation' }).getByRole('link');
    await expect(amounts).toHaveText(['$5', '$10', '$25', '$50', '$100'].map((amount) => new RegExp(`\\${amount} `)));
    for (const amount of await amounts.all()) {
      await expect(amount).toHaveAttribute('href', config.donationUrl);
      await expect(amount).toHaveAttribute('target', '_blank');
      await expect(amount).toHaveAttribute('rel', /noopener/);
    }

    // A quick amount really opens the donation page in a new tab (the outside site is stubbed).
    await context.route(`${new URL(config.donationUrl).origin}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Donate</title>' }),
    );
    const [popup] = await Promise.all([context.waitForEvent('page'), amounts.first().click()]);
    await expect(popup).toHaveURL(config.donationUrl);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await expect(page).toHaveURL(/\/donate$/);
  },
);

test(
  'the about page links the channel and the latest video',
  { tag: ['@shell', '@videos'] },
  async ({ page, request }) => {
    const latest = ((await (await request.get('/api/videos/?page=1&limit=1')).json()) as VideoListResponse).videos[0];
    const config = (await (await request.get('/site-config.json')).json()) as Record<string, string>;
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: `About ${config.channelName}` })).toBeVisible();
    const channel = page.getByRole('link', { name: new RegExp(`Visit the ${config.channelName} channel`) });
    await expect(channel).toHaveAttribute('href', config.channelUrl);
    await expect(channel).toHaveAttribute('rel', /noopener/);
    const video = page.getByRole('link', { name: /Watch the latest video/ });
    await expect(video).toHaveAttribute('href', `/video/${latest.id}`);
    await expect(video).toContainText(latest.title);
    await expectAccessible(page);

    await video.click();
    await expect(page).toHaveURL(`/video/${latest.id}`);
    await expect(page.getByRole('heading', { level: 1, name: latest.title })).toBeVisible();
    await expectAccessible(page);
  },
);
