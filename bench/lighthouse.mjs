#!/usr/bin/env node
// Lighthouse (mobile preset: Moto G Power emulation, simulated slow 4G and 4x CPU throttling, the
// package's default config) on the production site, driving Debian Chromium. Prints, per page, the
// median over LIGHTHOUSE_RUNS runs (default 3) of each figure: the category scores, LCP, CLS, TBT,
// FCP, transfer size and request count. Figures, no pass/fail.
//
// Each run is a cold load (Lighthouse clears the origin's cache and storage first). Pages start
// with the intro already seen (the sessionStorage key the shell reads, set by an init script as the
// e2e fixtures do), so `/` is measured as the home page; the row `/ (intro)` measures `/` as a new
// visitor's first view, intro included. Before the measured runs, each page is opened once
// (unmeasured) so the server and its database are warm.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { startSite } from './serve-site.mjs';

/** sessionStorage key the shell reads at start to skip its intro (shell/src/features/intro/intro-session.ts). */
const introSeenKey = 'lightgun:intro-seen';

const allPages = [
  { label: '/', path: '/' },
  { label: '/videos', path: '/videos' },
  { label: '/games', path: '/games' },
  { label: '/news/1', path: '/news/1' },
  { label: '/forum/thread/1', path: '/forum/thread/1' },
  { label: '/forum', path: '/forum' },
  { label: '/ (intro)', path: '/', intro: true },
];
// LIGHTHOUSE_PAGES=/games,/forum measures only those (labels as listed above).
const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((label) => label.trim());
const pages = only ? allPages.filter((page) => only.includes(page.label)) : allPages;
const outputDir = process.env.LIGHTHOUSE_OUTPUT_DIR; // optional: each run's full report (JSON) is written there
const runs = Math.max(1, Number.parseInt(process.env.LIGHTHOUSE_RUNS ?? '3', 10) || 3);
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return undefined;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const fixed = (value, digits) => (value === undefined ? 'n/a' : value.toFixed(digits));

/** Same-origin requests that failed or answered an error: a sign that dist changed mid-run (rerun). */
function failedRequests(lhr, origin) {
  return (lhr.audits['network-requests']?.details?.items ?? [])
    .filter((r) => r.url.startsWith(origin) && !(r.statusCode >= 200 && r.statusCode < 400))
    .map((r) => `${r.statusCode} ${r.url.slice(origin.length)}`);
}

function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue;
  const score = (id) => (lhr.categories[id]?.score == null ? undefined : Math.round(lhr.categories[id].score * 100));
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcp: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbt: audit('total-blocking-time'),
    fcp: audit('first-contentful-paint'),
    bytes: audit('total-byte-weight'),
    requests: lhr.audits['network-requests']?.details?.items?.length,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}

let site;
let chrome;
let browser;
let cleaningUp;
let lighthouseVersion;
function cleanUp() {
  cleaningUp ??= (async () => {
    await browser?.disconnect().catch(() => {});
    try {
      chrome?.kill();
    } catch {
      // already gone
    }
    await site?.stop();
  })();
  return cleaningUp;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    cleanUp().finally(() => process.exit(130));
  });
}

/** A fresh tab; unless the page is measured as a new visitor, the intro is marked as seen before any script runs. */
async function openTab(intro) {
  const tab = await browser.newPage();
  if (!intro) {
    await tab.evaluateOnNewDocument((key) => {
      try {
        window.sessionStorage.setItem(key, '1');
      } catch {
        // about:blank and opaque origins have no sessionStorage
      }
    }, introSeenKey);
  }
  return tab;
}

try {
  site = await startSite(8193);
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags,
    logLevel: 'silent',
  });
  // defaultViewport null: Lighthouse sets the mobile viewport itself; Puppeteer must not override it.
  browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  const version = await browser.version();

  const rows = [];
  const benchmarkIndexes = [];
  if (outputDir) mkdirSync(outputDir, { recursive: true });
  for (const { label, path: pagePath, intro } of pages) {
    const url = `${site.url}${pagePath}`;
    const warmUp = await openTab(intro);
    await warmUp.goto(url, { waitUntil: 'networkidle0', timeout: 60_000 }).catch(() => {});
    await warmUp.close();

    const results = [];
    const errors = [];
    // A run that fails (Lighthouse's runtime errors, e.g. NO_NAVSTART now and then) is retried, twice at most per page.
    for (let run = 0; results.length < runs && run < runs + 2; run += 1) {
      const tab = await openTab(intro);
      try {
        const result = await lighthouse(
          url,
          { logLevel: 'error', output: 'json', onlyCategories: categories },
          undefined,
          tab,
        );
        const lhr = result?.lhr;
        lighthouseVersion ??= lhr?.lighthouseVersion;
        if (outputDir && result) {
          const name = `${label.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${run + 1}.json`;
          writeFileSync(path.join(outputDir, name), result.report);
        }
        if (!lhr) errors.push(`run ${run + 1}: no result`);
        else if (lhr.runtimeError) errors.push(`run ${run + 1}: ${lhr.runtimeError.code}`);
        else {
          results.push(figures(lhr));
          for (const warning of lhr.runWarnings ?? []) console.warn(`${label} run ${run + 1}: ${warning}`);
          const failed = failedRequests(lhr, site.url);
          if (failed.length)
            console.warn(
              `${label} run ${run + 1}: failed requests (dist rebuilt mid-run? rerun): ${failed.join(', ')}`,
            );
        }
      } catch (error) {
        errors.push(`run ${run + 1}: ${error.message}`);
      } finally {
        await tab.close().catch(() => {});
      }
    }
    if (errors.length) console.warn(`${label}: ${errors.join(', ')} (${results.length} run(s) measured)`);
    const m = (key) => median(results.map((r) => r[key]));
    benchmarkIndexes.push(...results.map((r) => r.benchmarkIndex));
    rows.push({
      page: label,
      perf: m('performance'),
      'perf runs': results.map((r) => r.performance).join('/'),
      a11y: m('accessibility'),
      'best-pr.': m('best-practices'),
      seo: m('seo'),
      'LCP s': fixed(m('lcp') === undefined ? undefined : m('lcp') / 1000, 1),
      CLS: fixed(m('cls'), 3),
      'TBT ms': fixed(m('tbt'), 0),
      'FCP s': fixed(m('fcp') === undefined ? undefined : m('fcp') / 1000, 1),
      'transfer KB': fixed(m('bytes') === undefined ? undefined : m('bytes') / 1024, 1),
      requests: m('requests'),
    });
  }
  // Simulated throttling scales the CPU time it observed: other work on the machine (builds, tests)
  // lowers Lighthouse's benchmark index and inflates TBT and LCP. Compare runs made on a quiet machine.
  const index = median(benchmarkIndexes);
  console.log(
    `Lighthouse ${lighthouseVersion} mobile (simulated throttling), ${version}, median of ${runs} run(s) per page; ` +
      `CPU benchmark index ${index === undefined ? 'n/a' : Math.round(index)}, load average ${os.loadavg()[0].toFixed(2)}:`,
  );
  console.table(rows);
} finally {
  await cleanUp();
}
