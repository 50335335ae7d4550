#!/usr/bin/env node
// The Playwright suite as QA runs it against a deployment: a site started on its own (scripts/serve.mjs
// on QA_PORT, default 8380, with its own data folder, on DATABASE_URL when given), then the suite with
// E2E_BASE_URL, no server of its own and the @own-server tests left out. Ends with `N passed, N failed`.
// CI runs it on PostgreSQL after `npm test` (needs a build).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './chromium.mjs';
import { repoRoot, run, waitForHttp } from './lib.mjs';

const port = process.env.QA_PORT ?? '8380';
const siteUrl = `http://localhost:${port}`;
const adminPassword = 'qa-admin-password';
const dataDir = path.join(repoRoot, '.data', `qa-${port}`);
const report = path.join(repoRoot, '.data', 'test-reports', 'playwright-deployment.json');

rmSync(dataDir, { recursive: true, force: true });
mkdirSync(path.dirname(report), { recursive: true });
// A deployment's limits must let a QA run through (e2e/README.md); everything else is as `npm start` has it.
const site = spawn('node', ['scripts/serve.mjs'], {
  cwd: repoRoot,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: port,
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: adminPassword,
    RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    FORUM_POST_RATE_LIMIT_PER_MINUTE: '100000',
  },
});

let passed = 0;
let failed = 1;
try {
  await waitForHttp(`${siteUrl}/api/health`, { child: site, timeoutMs: 180_000 });
  const status = run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    env: {
      ...process.env,
      CHROMIUM_PATH: ensureChromium(),
      E2E_BASE_URL: siteUrl,
      E2E_ADMIN_PASSWORD: adminPassword,
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
    },
  });
  const { expected = 0, unexpected = 0, flaky = 0 } = JSON.parse(readFileSync(report, 'utf8')).stats ?? {};
  passed = expected + flaky;
  failed = unexpected + (status !== 0 && unexpected === 0 ? 1 : 0);
} catch (error) {
  console.error(`The suite could not run against ${siteUrl}: ${error.message}`);
} finally {
  site.kill('SIGTERM');
  await new Promise((resolve) => (site.exitCode === null ? site.once('exit', resolve) : resolve()));
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
