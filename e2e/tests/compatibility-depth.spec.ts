import type { APIRequestContext, Page } from '@playwright/test';
import type { CompatibilityReportPage, PlatformWithGames, Video } from '@site/contracts';
import { newAccount, registerThroughApi, signInPage } from '../support/accounts.js';
import { adminCredentials } from '../support/constants.js';
import { adminToken, memberReports, newGame, setupIds } from '../support/compatibility.js';
import { expectAccessible, expect, test } from '../support/fixtures.js';

// Issue 32: compatibility reports players can trust (docs/compatibility.md). Each journey makes its own games, on a
// platform and with a setup the other journeys do not use, so it counts only its own reports.

/** The content of a `<meta property="...">` in a page as the server wrote it, before any script ran. */
async function metaOf(request: APIRequestContext, path: string, property: string) {
  const html = await (await request.get(path)).text();
  return html.match(new RegExp(`<meta data-page-head property="${property}" content="([^"]*)">`))?.[1];
}

/** The `<title>` the server wrote for the page. */
async function titleOf(request: APIRequestContext, path: string) {
  return (await (await request.get(path)).text()).match(/<title data-page-head>([^<]*)<\/title>/)?.[1];
}

/** Every address of the sitemap, through its index when it has one. */
async function sitemapAddresses(request: APIRequestContext): Promise<string[]> {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
  const root = await (await request.get('/sitemap.xml')).text();
  if (!root.includes('<sitemapindex')) return locs(root);
  const files = await Promise.all(locs(root).map(async (loc) => (await request.get(new URL(loc).pathname)).text()));
  return files.flatMap(locs);
}

const feature = (page: Page, name: string) => page.getByRole('radiogroup', { name });

test(
  "a member files a report with a feature 'not tested', and only the tested features are published",
  { tag: ['@games'] },
  async ({ page, request, browser }) => {
    test.setTimeout(60_000);
    const game = await newGame(request, 'PlayStation 2');
    const account = await registerThroughApi(request, newAccount());
    await signInPage(page, request, account);
    await page.goto(`/games/${game.id}`);
    await page.getByRole('button', { name: 'File a report' }).click();

    // Only setups the PlayStation 2 can play are offered: no Dolphin, and no modern gun on the console itself.
    const wayOfPlaying = page.getByLabel('Way of playing', { exact: true });
    await expect(wayOfPlaying.locator('option', { hasText: 'Dolphin' })).toHaveCount(0);
    await wayOfPlaying.selectOption({ label: 'Original hardware' });
    await expect(page.getByLabel('Gun', { exact: true }).locator('option', { hasText: 'Sinden Lightgun' })).toHaveCount(
      0,
    );
    await page.getByLabel('Gun', { exact: true }).selectOption({ label: 'GunCon 2' });
    await page.getByLabel('Display', { exact: true }).selectOption({ label: 'CRT' });

    await page.getByRole('radio', { name: 'Playable' }).check();
    await feature(page, 'Recoil').getByRole('radio', { name: 'Works' }).check();
    await feature(page, 'Two players').getByRole('radio', { name: 'Doesn’t work' }).check();
    await feature(page, 'Off-screen reload').getByRole('radio', { name: 'Not tested' }).check();
    // Calibration is left as it starts: not tested.
    await expect(feature(page, 'Calibration holds').getByRole('radio', { name: 'Not tested' })).toBeChecked();
    await page.getByLabel('Gun firmware').fill('NPC-106');
    await page.getByLabel('Notes (Markdown)').fill('Calibrate in the options menu first.');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'File report' }).click();
    await expect(page.getByText('Report filed', { exact: true })).toBeVisible();

    const published = async (viewer: Page) => {
      const report = viewer.getByRole('article', { name: `Report by ${account.display_name}` }).first();
      await expect(report.getByRole('list', { name: 'Tested features' }).getByRole('listitem')).toHaveText([
        /Recoil: works$/,
        /Two players: doesn’t work$/,
      ]);
      await expect(report.getByText(/Off-screen reload|Calibration holds/)).toHaveCount(0);
      await expect(report.getByText('NPC-106')).toBeVisible();
      await expect(viewer.getByText('Playable · 1 report · 1 member agrees').first()).toBeVisible();
    };
    await published(page);
    await expectAccessible(page);

    const visitor = await browser.newPage();
    await visitor.goto(`/games/${game.id}`);
    await published(visitor);
    await visitor.close();

    const reports = (await (
      await request.get(`/api/lightgun/games/${game.id}/reports`)
    ).json()) as CompatibilityReportPage;
    expect(reports.reports[0]).toMatchObject({
      recoil: 'works',
      two_players: 'fails',
      offscreen_reload: 'untested',
      calibration: 'untested',
      gun_firmware: 'NPC-106',
    });
  },
);

test(
  "a visitor opens a setup page from a gun's name and shares its address",
  { tag: ['@games', '@composition'] },
  async ({ page, request }) => {
    test.setTimeout(60_000);
    const game = await newGame(request, 'Arcade');
    await memberReports(request, game.id, {
      ...(await setupIds(request, 'AimTrak', 'PC monitor', 'MAME')),
      rating: 'perfect',
    });
    const path = '/games/setup/aimtrak/pc-monitor';
    const heading = 'Best light gun games for an AimTrak on a PC monitor';

    await page.goto('/games');
    await page
      .getByRole('region', { name: 'Best games by setup' })
      .getByRole('link', { name: 'AimTrak', exact: true })
      .click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(`${heading} · Lightgun Hub`);
    const card = page.getByRole('list', { name: 'Games, best first' }).getByRole('link', { name: game.title });
    await expect(card).toContainText('Perfect · 1 report · 1 member agrees');
    await expect(card).toContainText('1 member');
    await expectAccessible(page);

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied', { exact: true })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(copied).pathname).toBe(path);

    // Whoever opens the shared address gets the page's own head from the server, and search engines find it.
    expect(await titleOf(request, path)).toBe(`${heading} · Lightgun Hub`);
    expect(await metaOf(request, path, 'og:description')).toContain(`${game.title} (Perfect)`);
    expect((await sitemapAddresses(request)).map((address) => new URL(address).pathname)).toContain(path);
  },
);

test(
  'the setup filter ranks a platform’s games in labelled groups, hides none silently, is shared and cleared',
  { tag: ['@games'] },
  async ({ page, request, browser }) => {
    test.setTimeout(90_000);
    const platform = 'Sega Master System';
    const [works, untested, fails] = [
      await newGame(request, platform, 'Works Shooter'),
      await newGame(request, platform, 'Untested Shooter'),
      await newGame(request, platform, 'Failing Shooter'),
    ];
    const sindenOnFlatTv = await setupIds(request, 'Sinden Lightgun', 'Flat TV', 'RetroArch');
    await memberReports(request, works.id, { ...sindenOnFlatTv, rating: 'playable' });
    await memberReports(request, fails.id, { ...sindenOnFlatTv, rating: 'broken' });
    const ranked = (await (
      await request.get(`/api/lightgun/platforms/${encodeURIComponent(platform)}?gun=sinden&display=flat-tv`)
    ).json()) as PlatformWithGames;
    const counts = ranked.setup?.counts;
    if (!counts) throw new Error('the platform page did not apply the setup');

    await page.goto(`/games/platform/${encodeURIComponent(platform)}`);
    const main = page.getByRole('main');
    for (const game of [works, untested, fails])
      await expect(main.getByRole('link', { name: game.title })).toBeVisible();
    const filter = page.getByRole('form', { name: 'Rank by your setup' });
    await filter.getByLabel('Gun', { exact: true }).selectOption({ label: 'Sinden Lightgun' });
    await filter.getByLabel('Display', { exact: true }).selectOption({ label: 'Flat TV' });
    await expect.poll(() => new URL(page.url()).searchParams.toString()).toContain('gun=sinden');
    expect(new URL(page.url()).searchParams.get('display')).toBe('flat-tv');

    const headings = main.getByRole('heading', {
      name: /^(Works with your setup|Not tested with|Reported not working)/,
    });
    await expect(headings).toHaveText([
      `Works with your setup (${counts.works})`,
      `Not tested with your setup (${counts.untested})`,
      `Reported not working (${counts.fails})`,
    ]);
    // A group is the section its heading opens.
    const group = (name: RegExp) => main.getByRole('heading', { name }).locator('xpath=..');
    await expect(group(/^Works with your setup/).getByRole('link', { name: works.title })).toBeVisible();
    await expect(group(/^Not tested with your setup/).getByRole('link', { name: untested.title })).toBeVisible();
    // The one thing a setup hides, it says it hides, and one press shows.
    const failing = group(/^Reported not working/);
    await expect(failing.getByRole('link', { name: fails.title })).toHaveCount(0);
    await failing.getByRole('button', { name: /^\d+ games? hidden: show all$/ }).click();
    await expect(failing.getByRole('link', { name: fails.title })).toBeVisible();
    await expect(page.getByText('Your setup: Sinden Lightgun · Flat TV')).toBeVisible();
    await expectAccessible(page);

    // The ranked list is shared by its address.
    const shared = page.url();
    const visitor = await browser.newPage();
    await visitor.goto(shared);
    await expect(
      visitor.getByRole('main').getByRole('heading', { name: `Works with your setup (${counts.works})` }),
    ).toBeVisible();
    await visitor.close();

    // The remembered setup shows as a chip on the area's other pages, and one click clears it everywhere.
    await page.goto('/games');
    await expect(page.getByText('Your setup: Sinden Lightgun · Flat TV')).toBeVisible();
    await page.goto(`/games/platform/${encodeURIComponent(platform)}`);
    await page.getByRole('button', { name: 'Clear your setup' }).click();
    await expect(page.getByText('Your setup: Sinden Lightgun · Flat TV')).toHaveCount(0);
    await expect(headings).toHaveCount(0);
    expect(new URL(page.url()).searchParams.get('gun')).toBeNull();
    for (const game of [works, untested, fails])
      await expect(main.getByRole('link', { name: game.title })).toBeVisible();
  },
);

test(
  'an admin links a channel video to a game: the game page lists it, the video page shows the game and its tier',
  { tag: ['@games', '@videos', '@admin'] },
  async ({ page, request }) => {
    test.setTimeout(60_000);
    const game = await newGame(request, 'Arcade', 'Tied Shooter');
    await memberReports(request, game.id, {
      ...(await setupIds(request, 'GUN4IR', 'Flat TV', 'MAME')),
      rating: 'playable',
    });
    const videoTitle = `${game.title}: full playthrough`;
    const created = await request.post('/api/videos', {
      headers: { authorization: `Bearer ${await adminToken(request)}` },
      data: {
        title: videoTitle,
        youtube_url: `https://youtu.be/${`t${Date.now().toString(36)}`.padEnd(11, 'x').slice(0, 11)}`,
        status: 'published',
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    const video = (await created.json()) as Video;

    await signInPage(page, request, adminCredentials);
    await page.goto(`/games/${game.id}`);
    const videos = page.getByRole('region', { name: 'Videos of this game' });
    await expect(videos.getByText('The channel has no video of this game yet.')).toBeVisible();
    await videos.getByRole('button', { name: 'Link a video' }).click();
    // The library is searched with the game's title to start with.
    const panel = videos.getByRole('group', { name: 'Link a video' });
    await expect(panel.getByLabel('Search the video library')).toHaveValue(game.title);
    await panel.getByRole('button', { name: `Link ${videoTitle}` }).click();
    await expect(page.getByText(`Linked "${videoTitle}" to this game`, { exact: true })).toBeVisible();
    await expect(videos.getByRole('link', { name: videoTitle })).toBeVisible();
    await expectAccessible(page);

    await videos.getByRole('link', { name: videoTitle }).click();
    await expect(page).toHaveURL(`/video/${video.id}`);
    const gameCard = page.getByRole('region', { name: 'The game in this video' });
    await expect(gameCard.getByText(game.title, { exact: true })).toBeVisible();
    await expect(gameCard.getByLabel('Compatibility: Playable')).toBeVisible();
    await expect(gameCard.getByText('Playable · 1 report · 1 member agrees')).toBeVisible();
    await expectAccessible(page);
    await gameCard.getByRole('link', { name: `${game.title}: compatibility, setups and discussion` }).click();
    await expect(page).toHaveURL(`/games/${game.id}`);
    await expect(
      page.getByRole('region', { name: 'Videos of this game' }).getByRole('link', { name: videoTitle }),
    ).toBeVisible();

    // Both pages' structured data carry the tie.
    const videoHtml = await (await request.get(`/video/${video.id}`)).text();
    expect(videoHtml).toMatch(new RegExp(`"about":\\{[^}]*"name":"${game.title}"`));
    const gameHtml = await (await request.get(`/games/${game.id}`)).text();
    expect(gameHtml).toMatch(new RegExp(`"subjectOf":\\[\\{"@type":"VideoObject","name":"${videoTitle}"`));
    const linked = (await (await request.get(`/api/videos/${video.id}`)).json()) as Video;
    expect(linked.game_id).toBe(game.id);
  },
);

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test(
    'the tier and how sure it is sit beside the title, above the fold; the link preview starts with them',
    { tag: ['@games', '@composition'] },
    async ({ page, request }) => {
      test.setTimeout(60_000);
      const game = await newGame(request, 'PlayStation 3');
      const gunCon3 = await setupIds(request, 'GunCon 3', 'Flat TV', 'Original hardware');
      // Playable, Playable, Broken: Playable, 2 of 3 agree, medium confidence (docs/compatibility.md).
      for (const rating of ['playable', 'playable', 'broken'] as const)
        await memberReports(request, game.id, { ...gunCon3, rating });

      await page.goto(`/games/${game.id}`);
      await expect(page.getByRole('heading', { level: 1, name: game.title })).toBeInViewport({ ratio: 1 });
      const standing = page.getByRole('link', { name: /^Playable · 3 reports · 2 members agree/ });
      await expect(standing).toBeInViewport({ ratio: 1 });
      await expect(standing).toContainText('Medium confidence');
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await expectAccessible(page);

      // It leads to the compatibility section.
      await standing.click();
      await expect(page.getByRole('heading', { level: 2, name: 'Compatibility' })).toBeInViewport();

      expect(await metaOf(request, `/games/${game.id}`, 'og:description')).toMatch(
        /^Playable · 3 reports · 2 members agree\. /,
      );
    },
  );
});
