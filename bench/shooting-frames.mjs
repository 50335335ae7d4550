#!/usr/bin/env node
// Frame timings while shooting: the intro (ten shots, then the 20-shard shatter) and the home
// page (a full magazine, then a reload). Records every requestAnimationFrame interval in Chromium
// and prints frames per second, the 95th percentile frame time and frames over 50 ms. Headless
// software rendering on 2 shared cores is a floor, not a mid-range laptop: compare runs, not targets.
import { chromium } from '@playwright/test';
import { startSite } from './serve-site.mjs';

const recordFrames = () => {
  window.__frames = [];
  let last = performance.now();
  const tick = (now) => {
    window.__frames.push(now - last);
    last = now;
    window.__frameLoop = requestAnimationFrame(tick);
  };
  window.__frameLoop = requestAnimationFrame(tick);
};

function summary(name, frames) {
  const sorted = [...frames].sort((a, b) => a - b);
  const total = frames.reduce((sum, ms) => sum + ms, 0);
  return {
    scenario: name,
    frames: frames.length,
    fps: (frames.length / (total / 1000)).toFixed(1),
    'p95 ms': sorted[Math.floor(sorted.length * 0.95)]?.toFixed(1),
    'over 50 ms': frames.filter((ms) => ms > 50).length,
  };
}

async function shoot(page, shots, gapMs) {
  for (let i = 0; i < shots; i += 1) {
    await page.mouse.click(200 + ((i * 97) % 800), 300 + ((i * 53) % 300));
    await page.waitForTimeout(gapMs);
  }
}

const site = await startSite(8191);
const browser = await chromium.launch({
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
try {
  const rows = [];
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });

  await page.goto(`${site.url}/`);
  await page.getByRole('button', { name: 'Click to Fire' }).click();
  await page.evaluate(recordFrames);
  await shoot(page, 10, 150);
  await page.waitForTimeout(1200);
  rows.push(summary('intro: 10 shots + shatter', await page.evaluate(() => window.__frames)));

  await page.getByRole('heading', { level: 1, name: 'Lightgun Hub' }).waitFor();
  await page.evaluate(recordFrames);
  await shoot(page, 9, 250);
  await page.mouse.click(640, 700, { button: 'right' });
  await page.waitForTimeout(1000);
  rows.push(summary('home: magazine of 8, empty click, reload', await page.evaluate(() => window.__frames)));

  console.log('\nFrame timings while shooting (headless Chromium, software rendering):');
  console.table(rows);
} finally {
  await browser.close();
  await site.stop();
}
