import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppWithAccounts } from './support/accounts.js';
import type { TestApp } from './support/test-app.js';

const script = `console.log(${JSON.stringify('lightgun '.repeat(300))});`;
const stylesheet = `.card{color:red}${'.x{margin:0}'.repeat(200)}`;
const manifest = JSON.stringify({ name: 'games', padding: 'x'.repeat(2000) });

/** A file with the .br and .gz siblings the front-end build writes beside it. */
function writeWithSiblings(file: string, text: string) {
  writeFileSync(file, text);
  writeFileSync(`${file}.gz`, gzipSync(text));
  writeFileSync(`${file}.br`, brotliCompressSync(text));
}

// A tiny fake build: the shell and one remote, as `npm start` serves them.
function fakeSiteRoot() {
  const root = mkdtempSync(path.join(tmpdir(), 'lightgun-site-'));
  mkdirSync(path.join(root, 'shell/dist'), { recursive: true });
  writeWithSiblings(
    path.join(root, 'shell/dist/index.html'),
    '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>',
  );
  writeWithSiblings(path.join(root, 'shell/dist/main.abc12345.js'), script);
  writeWithSiblings(path.join(root, 'shell/dist/styles.abc12345.css'), stylesheet);
  // Built without siblings: served as it is, never compressed per request.
  writeFileSync(path.join(root, 'shell/dist/plain.abc12345.js'), script);
  writeFileSync(path.join(root, 'shell/dist/remotes.json'), '{"games":"/mfe/games/mf-manifest.json"}');
  writeFileSync(path.join(root, 'shell/dist/site-config.json'), '{"channelName":"Lightgun Hub"}');
  writeFileSync(path.join(root, 'shell/dist/og-image.png'), 'not really a png');
  // The API answers /robots.txt itself: a copy in a build is left alone rather than clashing.
  writeFileSync(path.join(root, 'shell/dist/robots.txt'), 'User-agent: *\nDisallow: /\n');
  mkdirSync(path.join(root, 'mfe-games/dist'), { recursive: true });
  writeWithSiblings(path.join(root, 'mfe-games/dist/mf-manifest.json'), manifest);
  return root;
}

let t: TestApp;
beforeAll(async () => {
  ({ t } = await createAppWithAccounts({ SITE_ROOT: fakeSiteRoot() }));
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, headers });
const varies = (headers: Record<string, unknown>) =>
  String(headers['vary'] ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes('accept-encoding');

describe('serving the built site', () => {
  it('serves the shell at / and deep links as the shell page, whatever the Accept header', async () => {
    for (const url of ['/', '/games/platform/NES', '/forum']) {
      for (const accept of ['text/html', '*/*', undefined]) {
        const response = await get(url, accept ? { accept } : {});
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.body).toContain('<div id="root"></div>');
        expect(response.headers['cache-control']).toBe('no-cache');
      }
    }
  });

  it('serves the start-time site-config.json as no-cache', async () => {
    const config = await get('/site-config.json');
    expect(config.json()).toEqual({ channelName: 'Lightgun Hub' });
    expect(config.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets as immutable and remotes.json as no-cache', async () => {
    const asset = await get('/main.abc12345.js');
    expect(asset.headers['cache-control']).toContain('immutable');
    const remotes = await get('/remotes.json');
    expect(remotes.json()).toEqual({ games: '/mfe/games/mf-manifest.json' });
    expect(remotes.headers['cache-control']).toBe('no-cache');
  });

  it('revalidates a file the build serves under a fixed name (the link-preview image)', async () => {
    const image = await get('/og-image.png');
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('no-cache');
  });

  it("serves a remote's manifest under /mfe/<name>/ with CORS", async () => {
    const response = await get('/mfe/games/mf-manifest.json');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(JSON.parse(manifest));
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('keeps the JSON 404 for unknown API and remote paths, even for a browser', async () => {
    for (const url of [
      '/api',
      '/api?page=2',
      '/api/unknown',
      '/mfe',
      '/mfe/games/missing.js',
      '/mfe/videos/mf-manifest.json',
    ]) {
      const response = await get(url, { accept: 'text/html' });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ status: 404 });
    }
  });

  it('answers /robots.txt itself even when a build has one', async () => {
    const response = await get('/robots.txt');
    expect(response.body).toContain('Sitemap: ');
    expect(response.body).not.toContain('Disallow: /\n');
  });

  it('still answers the API', async () => {
    const response = await get('/api/health/ready');
    expect(response.json()).toEqual({ status: 'ready', database: 'up' });
  });
});

describe('compression', () => {
  it('sends the precompressed .br or .gz of a script and a stylesheet, keeping their headers', async () => {
    for (const [url, text, type] of [
      ['/main.abc12345.js', script, 'javascript'],
      ['/styles.abc12345.css', stylesheet, 'text/css'],
    ] as const) {
      const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers['content-type'], url).toContain(type);
      expect(br.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
      expect(varies(br.headers), url).toBe(true);
      expect(brotliDecompressSync(br.rawPayload).toString(), url).toBe(text);

      const gzip = await get(url, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString(), url).toBe(text);

      const plain = await get(url);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(varies(plain.headers), url).toBe(true);
      expect(plain.body, url).toBe(text);
    }
  });

  it('keeps entry files no-cache when their compressed sibling is sent', async () => {
    const manifestBr = await get('/mfe/games/mf-manifest.json', { 'accept-encoding': 'br' });
    expect(manifestBr.headers['content-encoding']).toBe('br');
    expect(manifestBr.headers['cache-control']).toBe('no-cache');
    expect(manifestBr.headers['access-control-allow-origin']).toBe('*');
    const indexGzip = await get('/index.html', { 'accept-encoding': 'gzip' });
    expect(indexGzip.headers['content-encoding']).toBe('gzip');
    expect(indexGzip.headers['cache-control']).toBe('no-cache');
  });

  it('never compresses a static file per request', async () => {
    const response = await get('/plain.abc12345.js', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
  });

  it('compresses API JSON above 1 KB on the fly, brotli first, and leaves a small answer alone', async () => {
    const big = await get('/api/videos?limit=20', { 'accept-encoding': 'gzip, deflate, br' });
    expect(big.headers['content-encoding']).toBe('br');
    expect(varies(big.headers)).toBe(true);
    const json = JSON.parse(brotliDecompressSync(big.rawPayload).toString()) as { videos: unknown[] };
    expect(json.videos.length).toBe(20);
    expect(brotliDecompressSync(big.rawPayload).length).toBeGreaterThan(1024);

    const gzip = await get('/api/videos?limit=20', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(json);

    const none = await get('/api/videos?limit=20');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.json()).toEqual(json);

    const small = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
  });

  it('compresses the rendered page and the sitemap on the fly', async () => {
    const page = await get('/games/platform/NES', { 'accept-encoding': 'br', accept: '*/*' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(varies(page.headers)).toBe(true);
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain(
      '<title data-page-head>NES games · Lightgun Hub</title>',
    );

    const sitemap = await get('/sitemap.xml', { 'accept-encoding': 'gzip' });
    expect(sitemap.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(sitemap.rawPayload).toString()).toContain('<urlset');
  });
});
