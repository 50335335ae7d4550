#!/usr/bin/env node
// Gzipped JavaScript a browser downloads for a first view of / and of each area, split into
// shell, shared libraries, MF runtime and remote code; and the bytes that really cross the wire for
// that first view (encoded response bodies of every request: HTML, JS, CSS, JSON, images, as the
// server sends them to a browser accepting gzip, deflate, br and zstd), with the request count.
// Prints figures; asserts nothing.
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { startSite } from './serve-site.mjs';

// `--files` also lists every script of each first view with its gzipped size.
const listFiles = process.argv.includes('--files');
const pages = ['/', '/videos', '/news', '/news/1', '/games', '/forum', '/forum/thread/1', '/admin/dashboard'];

// The shell's entry chunk is the page's one MF runtime (with the bundler runtime); remotes
// carry none of their own (experiments.externalRuntime).
function classify(pathname) {
  const file = pathname.split('/').pop();
  if (/^main\.[0-9a-f]+\.js$/.test(file) && !pathname.startsWith('/mfe/')) return 'mf runtime';
  if (/node_modules|^vendors-/.test(file)) return 'shared libraries';
  if (pathname.startsWith('/mfe/')) return 'remote';
  return 'shell';
}

function wireKind(resourceType) {
  if (resourceType === 'document') return 'html';
  if (resourceType === 'script') return 'js';
  if (resourceType === 'stylesheet') return 'css';
  if (resourceType === 'fetch' || resourceType === 'xhr') return 'json';
  if (resourceType === 'image') return 'images';
  return 'other';
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const site = await startSite(8190);
let browser;
try {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
  const rows = [];
  const wireRows = [];
  let acceptEncoding;
  for (const path of pages) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const sizes = { shell: 0, 'shared libraries': 0, 'mf runtime': 0, remote: 0 };
    const wire = { html: 0, js: 0, css: 0, json: 0, images: 0, other: 0 };
    let decoded = 0;
    let requests = 0;
    let encoded = 0;
    let failed = 0;
    const pending = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response.body().then((body) => {
          const { pathname } = new URL(response.url());
          const gzipped = gzipSync(body).length;
          sizes[classify(pathname)] += gzipped;
          if (listFiles) console.log(`${path}\t${kb(gzipped)}\t${pathname}`);
        }),
      );
    });
    // Encoded body size (Chromium's encodedDataLength less the response headers): what crossed the wire.
    page.on('requestfinished', (request) => {
      requests += 1;
      pending.push(
        (async () => {
          const response = await request.response();
          const { responseBodySize } = await request.sizes();
          wire[wireKind(request.resourceType())] += responseBodySize;
          if (response?.headers()['content-encoding']) encoded += 1;
          if (request.resourceType() === 'document') acceptEncoding ??= (await request.allHeaders())['accept-encoding'];
          const body = await response?.body().catch(() => undefined);
          decoded += body?.length ?? 0; // after the await: `decoded += await ...` would lose updates
        })(),
      );
    });
    page.on('requestfailed', (request) => {
      requests += 1;
      failed += 1;
      // Other hosts (video thumbnails) cannot be reached from a machine without internet access.
      if (request.url().startsWith(site.url))
        console.warn(`${path}: ${request.url()} failed: ${request.failure()?.errorText} (dist rebuilt mid-run? rerun)`);
    });
    await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
    // Indexed, not Promise.all: a response handled while waiting may add its own entries.
    for (let i = 0; i < pending.length; i++) await pending[i];
    const total = Object.values(sizes).reduce((a, b) => a + b, 0);
    rows.push({
      page: path,
      ...Object.fromEntries(Object.entries(sizes).map(([k, v]) => [k, kb(v)])),
      total: kb(total),
    });
    const wireTotal = Object.values(wire).reduce((a, b) => a + b, 0);
    wireRows.push({
      page: path,
      requests,
      failed,
      'content-encoded': encoded,
      'on the wire': kb(wireTotal),
      ...Object.fromEntries(Object.entries(wire).map(([k, v]) => [k, kb(v)])),
      decoded: kb(decoded),
    });
    await context.close();
  }
  console.log('First view, gzipped JavaScript downloaded:');
  console.table(rows);
  console.log(`First view, bytes on the wire (encoded response bodies; Accept-Encoding: ${acceptEncoding ?? 'n/a'}):`);
  console.table(wireRows);
} finally {
  await browser?.close();
  await site.stop();
}
