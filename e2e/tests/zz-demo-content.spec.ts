import type { ForumCategoryWithThreads, LightgunStats, NewsArticle, VideoListResponse } from '@site/contracts';
import { loginThroughApi, signInPage } from '../support/accounts.js';
import { adminCredentials } from '../support/constants.js';
import { expectAccessible, expect, test } from '../support/fixtures.js';

// Issue 20, point 3. It removes the seed's demo content for good, so it runs last (files run in
// name order on one worker: hence zz-) and only on the suite's own server (@own-server).

test(
  'a demo video shows the demo panel; the admin removes all demo content after a confirmation, the catalogue stays',
  { tag: ['@admin', '@videos', '@own-server'] },
  async ({ page, request }) => {
    const { access_token } = await loginThroughApi(request, adminCredentials);
    const asAdmin = { headers: { Authorization: `Bearer ${access_token}` } };
    const library = async () =>
      ((await (await request.get('/api/videos?limit=100', asAdmin)).json()) as VideoListResponse).videos;
    const demoVideo = (await library()).find((video) => video.is_demo);
    expect(demoVideo, 'the seed gives a fresh install demo videos').toBeDefined();
    const catalogue = (await (await request.get('/api/lightgun/stats')).json()) as LightgunStats;

    // A visitor gets the panel instead of a broken embed, and no invented view count.
    await page.goto(`/video/${demoVideo?.id}`);
    const panel = page.getByRole('note', { name: `${demoVideo?.title}: demo video` });
    await expect(panel).toContainText('Demo video: sync your playlist to show your own videos');
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.getByText(/\bviews\b/)).toHaveCount(0);
    await expectAccessible(page);

    // The admin sees what is demo, and removes it from the dashboard.
    await signInPage(page, request, adminCredentials);
    await page.goto(`/video/${demoVideo?.id}`);
    await expect(page.getByRole('heading', { level: 1 }).getByText('DEMO')).toBeVisible();
    await page.goto('/admin/dashboard');
    const block = page.getByRole('region', { name: 'Demo content' });
    await expect(block).toContainText(/\d+ videos, \d+ news articles and \d+ forum threads/);
    await expectAccessible(page);
    await block.getByRole('button', { name: 'Remove demo content' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove all demo content?' });
    await expect(confirm).toBeVisible();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Demo content removed', { exact: true })).toBeVisible();
    await expect(block).toBeHidden();

    // Only real rows are left; the catalogue and the welcome posts are untouched.
    expect((await library()).filter((video) => video.is_demo)).toEqual([]);
    const news = (await (await request.get('/api/news?limit=100', asAdmin)).json()) as NewsArticle[];
    expect(news.filter((article) => article.is_demo)).toEqual([]);
    expect(news.map((article) => article.title)).toContain('Welcome!');
    const forum = (await (await request.get('/api/forum/categories')).json()) as ForumCategoryWithThreads[];
    const threads = forum.flatMap((category) => category.threads);
    expect(threads.filter((thread) => thread.is_demo)).toEqual([]);
    expect(threads.map((thread) => thread.title)).toContain('Welcome to the Lightgun Hub forum!');
    expect((await (await request.get('/api/lightgun/stats')).json()) as LightgunStats).toEqual(catalogue);

    await page.goto('/videos');
    await expect(page.getByText('Lightgun Gaming Video Library')).toBeVisible();
    await expect(page.getByText('DEMO', { exact: true })).toHaveCount(0);
    await page.goto(`/video/${demoVideo?.id}`);
    await expect(page.getByText('Video not found')).toBeVisible();
  },
);
