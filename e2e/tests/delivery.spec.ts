import type { APIResponse } from '@playwright/test';
import { signInPage } from '../support/accounts.js';
import { adminCredentials, e2eBaseUrl } from '../support/constants.js';
import { expect, test } from '../support/fixtures.js';

// The production build as `npm start` serves it: what a phone, a chat app's link preview and a
// crawler receive.

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const metaContent = (html: string, key: string) =>
  new RegExp(`<meta[^>]*(?:name|property)="${escapeRegExp(key)}"[^>]*content="([^"]*)"`).exec(html)?.[1];
// The site's own address (its SITE_URL), the one the suite visits.
const siteOrigin = escapeRegExp(new URL(e2eBaseUrl).origin);
const scriptUrls = (html: string) => [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1]);

async function brotli(response: APIResponse) {
  expect(response.status()).toBe(200);
  expect(response.headers()['content-encoding']).toBe('br');
  expect(response.headers()['vary']).toMatch(/accept-encoding/i);
}

test(
  'scripts, stylesheets and API answers reach the browser compressed',
  { tag: ['@composition', '@forum'] },
  async ({ page, request }) => {
    const compressed: Record<string, string> = {};
    page.on('response', (response) => {
      const encoding = response.headers()['content-encoding'];
      if (!encoding) return;
      // API answers come as preloads or fetches: told apart by address, not by how they were asked for.
      const kind = new URL(response.url()).pathname.startsWith('/api/') ? 'api' : response.request().resourceType();
      compressed[kind] = encoding;
    });
    await page.goto('/forum');
    await expect(page.getByRole('heading', { level: 1, name: 'Community Forum' })).toBeVisible();
    await expect.poll(() => compressed).toMatchObject({ script: 'br', stylesheet: 'br', api: 'br' });

    // The same files, asked for as a client that takes only gzip, or no encoding at all.
    const html = await (await request.get('/forum')).text();
    const [script] = scriptUrls(html);
    const gzip = await request.get(script, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    const plain = await request.get(script, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect((await plain.body()).length).toBeGreaterThan(Number(gzip.headers()['content-length'] ?? Infinity));
    await brotli(await request.get('/api/lightgun/platforms', { headers: { 'accept-encoding': 'br, gzip' } }));
  },
);

test(
  'a shared link gets a real head without JavaScript, and an unknown one a 404 with the site',
  { tag: ['@composition', '@videos', '@forum'] },
  async ({ request }) => {
    const video = await request.get('/video/1', { headers: { accept: '*/*' } });
    expect(video.status()).toBe(200);
    expect(video.headers()['content-type']).toContain('text/html');
    const html = await video.text();
    const title = /<title[^>]*>([^<]+)<\/title>/.exec(html)?.[1];
    expect(title).toMatch(/ · Lightgun Hub$/);
    expect(metaContent(html, 'og:title')).toBe(title);
    expect(metaContent(html, 'og:type')).toBe('video.other');
    expect(metaContent(html, 'og:image')).toMatch(/^https?:\/\/.+\.(jpg|png)$/);
    expect(metaContent(html, 'description')?.length).toBeGreaterThan(20);
    expect(html).toMatch(new RegExp(`<link[^>]*rel="canonical"[^>]*href="${siteOrigin}/video/1"`));
    const jsonLd = /<script[^>]*type="application\/ld\+json"[^>]*>([^<]+)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'VideoObject' });

    for (const url of ['/video/999999999', '/forum/thread/999999', '/no-such-page']) {
      const missing = await request.get(url, { headers: { accept: '*/*' } });
      expect(missing.status(), url).toBe(404);
      expect(await missing.text(), url).toContain('<div id="root">');
    }
    const image = await request.get('/og-image.png');
    expect(image.headers()['content-type']).toBe('image/png');
  },
);

test(
  'the page of an unknown thread still shows its not-found state in the browser',
  { tag: ['@forum'] },
  async ({ page }) => {
    const response = await page.goto('/forum/thread/999999');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(/not found/i);
  },
);

test(
  'robots.txt and the sitemap tell a crawler what to read',
  { tag: ['@composition', '@shell'] },
  async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Disallow: \/admin/);
    expect(robots).toMatch(/Disallow: \/login/);
    expect(robots).toMatch(new RegExp(`Sitemap: ${siteOrigin}/sitemap\\.xml`));
    const sitemap = await request.get('/sitemap.xml', { headers: { 'accept-encoding': 'br' } });
    expect(sitemap.headers()['content-type']).toContain('xml');
    const xml = await sitemap.text();
    for (const path of [
      '/video/1',
      '/news/1',
      '/games/1',
      '/games/platform/Arcade',
      '/forum/category/1',
      '/forum/thread/1',
    ]) {
      expect(xml).toMatch(new RegExp(`<loc>${siteOrigin}${path}</loc>\\s*<lastmod>`));
    }
  },
);

test(
  "a page's data downloads beside its code, once, and a logged-in member's page names none",
  { tag: ['@composition', '@forum'] },
  async ({ page, request }) => {
    const threadRequests: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/forum/threads/1') threadRequests.push(req.url());
    });
    await page.goto('/forum/thread/1');
    await expect(page.getByRole('heading', { level: 1, name: /Welcome to the Lightgun Hub forum/ })).toBeVisible();
    // The preload is the page's own request: one download, one view counted.
    expect(threadRequests).toHaveLength(1);
    expect(await (await request.get('/forum/thread/1')).text()).toContain('href="/api/forum/threads/1"');

    // A member (a token from an earlier visit): the shell sets the hint cookie at start.
    await signInPage(page, request, adminCredentials);
    await page.reload();
    await expect
      .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'lgh_member'))
      .toBe(true);
    const memberHtml = await page.evaluate(async () =>
      (await fetch('/forum/thread/1', { headers: { accept: 'text/html' } })).text(),
    );
    expect(memberHtml).toContain('<title');
    expect(memberHtml).not.toContain('href="/api/forum/threads/1"');
  },
);
