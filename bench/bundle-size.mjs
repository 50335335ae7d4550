#!/usr/bin/env node
// Gzipped JavaScript a browser downloads for a first view of / and of each area, split into
// shell, shared libraries, MF runtime and remote code. Prints figures; asserts nothing.
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { startSite } from './serve-site.mjs';

const pages = ['/', '/videos', '/news', '/games', '/forum', '/admin/dashboard'];

// The shell's entry chunk is the page's one MF runtime (with the bundler runtime); remotes
// carry none of their own (experiments.externalRuntime).
function classify(pathname) {
  const file = pathname.split('/').pop();
  if (/^main\.[0-9a-f]+\.js$/.test(file) && !pathname.startsWith('/mfe/')) return 'mf runtime';
  if (/node_modules|^vendors-/.test(file)) return 'shared libraries';
  if (pathname.startsWith('/mfe/')) return 'remote';
  return 'shell';
}

const site = await startSite(8190);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
});
try {
  const rows = [];
  for (const path of pages) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const sizes = { shell: 0, 'shared libraries': 0, 'mf runtime': 0, remote: 0 };
    const pending = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response.body().then((body) => {
          sizes[classify(new URL(response.url()).pathname)] += gzipSync(body).length;
        }),
      );
    });
    await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    const total = Object.values(sizes).reduce((a, b) => a + b, 0);
    rows.push({ page: path, ...Object.fromEntries(Object.entries(sizes).map(([k, v]) => [k, `${(v / 1024).toFixed(1)} KB`])), total: `${(total / 1024).toFixed(1)} KB` });
    await context.close();
  }
  console.log('First view, gzipped JavaScript downloaded:');
  console.table(rows);
} finally {
  await browser.close();
  await site.stop();
}
