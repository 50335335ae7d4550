import { startFakeYoutube, type FakeYoutube } from '../../api/test/support/fake-youtube.js';
import { signInPage } from '../support/accounts.js';
import { adminCredentials, fakeYoutubePort } from '../support/constants.js';
import { expectAccessible, expect, test } from '../support/fixtures.js';

// The site was started with YOUTUBE_API_BASE_URL pointing here (playwright.config.ts): both tests
// are @own-server, as only the suite's own server syncs from this fake YouTube.
let fake: FakeYoutube;
test.beforeAll(async () => {
  fake = await startFakeYoutube({ port: fakeYoutubePort });
});
test.afterAll(() => fake.close());

test(
  'the admin syncs the playlist from the fake YouTube API and sees progress and the result',
  { tag: ['@videos', '@admin', '@own-server'] },
  async ({ page, request }) => {
    await signInPage(page, request, adminCredentials);
    await page.goto('/videos');
    await page.getByRole('button', { name: 'Sync YouTube' }).click();
    const confirm = page.getByRole('dialog', { name: 'Sync YouTube' });
    await expect(
      confirm.getByText('This will sync videos from YouTube playlist. It may take a minute. Continue?'),
    ).toBeVisible();
    await expectAccessible(page);
    fake.delayMs = 300;
    await confirm.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('progressbar', { name: 'Sync progress' })).toBeVisible();
    await expect(page.getByText(/^YouTube sync completed! Total videos: \d+ \(5 added, 0 updated\)$/)).toBeVisible({
      timeout: 20_000,
    });

    await page.getByRole('searchbox', { name: 'Search videos' }).fill('calibration');
    await expect(page.getByRole('article').filter({ hasText: 'GunCon 3 calibration tip' })).toBeVisible();
    expect(fake.requests.some((url) => url.pathname.endsWith('/playlistItems'))).toBe(true);
  },
);

test(
  'a failing upstream reports the failure and leaves the library as it was',
  { tag: ['@videos', '@admin', '@own-server'] },
  async ({ page, request }) => {
    const before = (await (await request.get('/api/videos/?limit=1')).json()).pagination.total_count;
    fake.fail('quota');
    await signInPage(page, request, adminCredentials);
    await page.goto('/videos');
    await page.getByRole('button', { name: 'Sync YouTube' }).click();
    await page.getByRole('dialog', { name: 'Sync YouTube' }).getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(/^Failed to sync YouTube videos\. Please try again\./)).toBeVisible({
      timeout: 20_000,
    });
    const after = (await (await request.get('/api/videos/?limit=1')).json()).pagination.total_count;
    expect(after).toBe(before);
    fake.reset();
  },
);
