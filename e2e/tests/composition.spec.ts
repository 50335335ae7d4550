import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expectAccessible, expect, test } from '../support/fixtures.js';
import { newestNewsTitle } from '../support/site-data.js';
import { startStaticHost } from '../support/static-host.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const shellUiVersion = (
  JSON.parse(readFileSync(path.join(repoRoot, 'packages/ui/package.json'), 'utf8')) as { version: string }
).version;

const areas = [
  { link: 'Videos', path: '/videos', heading: 'Lightgun Gaming Video Library', remote: 'videos', live: 'Total Videos' },
  // The news area's live content is its newest article, asked of the API (undefined here).
  { link: 'News', path: '/news', heading: 'Gaming News', remote: 'news', live: undefined },
  { link: 'Games', path: '/games', heading: 'Light Gun Games', remote: 'games', live: 'Arcade' },
  { link: 'Forum', path: '/forum', heading: 'Community Forum', remote: 'forum', live: 'Lightgun Hardware' },
];

test(
  'the header reaches every area, each remote shows live API content, and React is fetched once',
  { tag: ['@composition', '@shell', '@videos', '@news', '@games', '@forum'] },
  async ({ page, request }) => {
    const newestNews = await newestNewsTitle(request);
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
    });

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Lightgun Hub' })).toBeVisible();
    await expectAccessible(page);

    for (const area of areas) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: area.link, exact: true }).click();
      await expect(page).toHaveURL(area.path);
      await expect(page.getByRole('heading', { level: 1, name: area.heading })).toBeVisible();
      await expect(page.getByText(area.live ?? newestNews, { exact: true })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect(scripts.some((script) => script.startsWith(`/mfe/${area.remote}/`))).toBe(true);
      await expectAccessible(page);
    }

    // Each remote's CSS is scoped to its area: after all four loaded, the header (shell utilities
    // such as `hidden lg:flex`) still shows and works.
    const mainNav = page.getByRole('navigation', { name: 'Main' });
    await expect(mainNav).toBeVisible();
    await mainNav.getByRole('link', { name: 'Games', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Light Gun Games' })).toBeVisible();

    // Shared singletons: one copy of React and React DOM for the whole page, from the shell.
    const reactChunks = scripts.filter((script) => /node_modules_react_index_js/.test(script));
    const reactDomChunks = scripts.filter((script) => /node_modules_react-dom_client_js/.test(script));
    expect(reactChunks).toHaveLength(1);
    expect(reactDomChunks).toHaveLength(1);
    expect(reactChunks[0]).not.toMatch(/^\/mfe\//);

    // The admin area is admins' only: the shell sends a visitor on to the login page (a full page
    // load, as the header's Admin link does) without downloading the admin remote.
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fadmin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    expect(scripts.some((script) => script.startsWith('/mfe/admin/'))).toBe(false);
  },
);

test('a deep link reloads straight into its area', { tag: ['@composition', '@games'] }, async ({ page }) => {
  await page.goto('/games');
  await expect(page.getByRole('heading', { level: 1, name: 'Light Gun Games' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Light Gun Games' })).toBeVisible();
  await expect(page.getByText('Total Platforms')).toBeVisible();
});

test('an unknown address shows the 404 page inside the site', { tag: ['@composition', '@shell'] }, async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expectAccessible(page);
});

test(
  'when one remote is unreachable its area shows a fallback, the rest works, and Retry recovers',
  { tag: ['@composition', '@games', '@news'] },
  async ({ page }) => {
    await page.route('**/mfe/games/**', (route) => route.abort('connectionrefused'));
    await page.goto('/games');
    await expect(page.getByRole('heading', { name: 'Games is temporarily unavailable' })).toBeVisible();
    await expectAccessible(page);

    // Header and other areas keep working.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Gaming News' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Games', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Games is temporarily unavailable' })).toBeVisible();

    // The remote comes back: Retry loads it without a page reload.
    await page.unroute('**/mfe/games/**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Light Gun Games' })).toBeVisible();
    await expect(page.getByText('Total Platforms')).toBeVisible();
  },
);

// @own-server: rewrites the server's shell/dist/remotes.json.
test(
  'remotes.json written from REMOTE_GAMES_URL moves the games area to another host without rebuilding the shell',
  { tag: ['@composition', '@games', '@own-server'] },
  async ({ page }) => {
    // Two waits of up to 15 s for the page server's 5-s revalidation (moved, then moved back) and a page load.
    test.setTimeout(60_000);
    const otherHost = await startStaticHost(path.join(repoRoot, 'mfe-games/dist'));
    const served = path.join(repoRoot, 'shell/dist/remotes.json');
    const original = readFileSync(served, 'utf8');
    try {
      // The deploy step rewrites the served remotes.json; the shell's build is untouched.
      execFileSync('node', [path.join(repoRoot, 'shell/scripts/write-remotes.mjs')], {
        env: { ...process.env, REMOTE_GAMES_URL: `${otherHost.url}/mf-manifest.json` },
      });
      expect(JSON.parse(readFileSync(served, 'utf8')).games).toBe(`${otherHost.url}/mf-manifest.json`);
      // Pages inline it: the server picks the new file up within its few seconds of caching.
      await expect(async () => {
        expect(await (await page.request.get('/games')).text()).toContain(`${otherHost.url}/mf-manifest.json`);
      }).toPass({ timeout: 15_000 });
      await page.goto('/games', { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('heading', { level: 1, name: 'Light Gun Games' })).toBeVisible();
      expect(otherHost.requests).toContain('/mf-manifest.json');
      expect(otherHost.requests.some((url) => url.startsWith('/remoteEntry.'))).toBe(true);
    } finally {
      writeFileSync(served, original);
      await page.goto('about:blank');
      await otherHost.close();
      // The next tests meet the games area where it was.
      await expect(async () => {
        expect(await (await page.request.get('/games')).text()).not.toContain(otherHost.url);
      }).toPass({ timeout: 15_000 });
    }
  },
);

// @own-server: rewrites the server's shell/dist/remotes.json.
test(
  'a remote built against another major version of @site/ui shows its area unavailable, names the versions, and the site keeps working',
  { tag: ['@composition', '@games', '@news', '@own-server'] },
  async ({ page }) => {
    test.setTimeout(120_000);
    // The games remote as its team would build it against @site/ui 2.x, while the shell ships 1.x.
    const incompatible = path.join(repoRoot, '.data/e2e-incompatible-games');
    execFileSync('npx', ['rspack', 'build', '--output-path', incompatible], {
      cwd: path.join(repoRoot, 'mfe-games'),
      env: { ...process.env, SITE_PACKAGE_VERSIONS: JSON.stringify({ '@site/ui': '2.0.0' }) },
      stdio: 'ignore',
    });
    const otherHost = await startStaticHost(incompatible);
    const served = path.join(repoRoot, 'shell/dist/remotes.json');
    const original = readFileSync(served, 'utf8');
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    try {
      execFileSync('node', [path.join(repoRoot, 'shell/scripts/write-remotes.mjs')], {
        env: { ...process.env, REMOTE_GAMES_URL: `${otherHost.url}/mf-manifest.json` },
      });
      await expect(async () => {
        expect(await (await page.request.get('/games')).text()).toContain(`${otherHost.url}/mf-manifest.json`);
      }).toPass({ timeout: 15_000 });

      await page.goto('/games');
      await expect(page.getByRole('heading', { level: 1, name: 'Games is temporarily unavailable' })).toBeVisible();
      expect(
        errors.some((text) => text.includes('@site/ui') && text.includes(shellUiVersion) && text.includes('^2.0.0')),
      ).toBe(true);
      await expectAccessible(page);

      // Never a blank page: the header and the other areas still work.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Gaming News' })).toBeVisible();
    } finally {
      writeFileSync(served, original);
      await otherHost.close();
      await expect(async () => {
        expect(await (await page.request.get('/games')).text()).not.toContain(otherHost.url);
      }).toPass({ timeout: 15_000 });
    }
  },
);

test(
  'a host that does not inline remotes.json: the shell fetches it',
  { tag: ['@composition', '@forum'] },
  async ({ page }) => {
    await page.route('**/forum', async (route) => {
      const served = await (await route.fetch()).text();
      await route.fulfill({
        body: served.replace(/<script type="application\/json" id="remotes-config">[^<]*<\/script>/, ''),
        contentType: 'text/html',
      });
    });
    const remotesJson = page.waitForRequest('**/remotes.json');
    await page.goto('/forum');
    await remotesJson;
    await expect(page.getByRole('heading', { level: 1, name: 'Community Forum' })).toBeVisible();
  },
);

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test(
    'the layout fits and the menu works from the keyboard',
    { tag: ['@composition', '@shell', '@forum'] },
    async ({ page }) => {
      await page.goto('/');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const menu = page.getByRole('button', { name: 'Menu' });
      await menu.focus();
      await page.keyboard.press('Enter');
      const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
      await expect(mobileNav).toBeVisible();
      await mobileNav.getByRole('link', { name: 'Forum' }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/forum');
      await expect(page.getByRole('heading', { level: 1, name: 'Community Forum' })).toBeVisible();
      await expect(mobileNav).toBeHidden();
      await expectAccessible(page);
    },
  );
});
