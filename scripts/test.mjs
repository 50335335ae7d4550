#!/usr/bin/env node
// `npm test`: lint, typecheck, the contract check, unit + component, API e2e and the Playwright
// suite, then one closing line `N passed, N failed`. `--stage <name>` runs one stage (CI reruns api-e2e).
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ensureChromium } from './chromium.mjs';
import { ensureInstalled, nxEnv, repoRoot, run } from './lib.mjs';
import { exitIfSitesRun } from './running-sites.mjs';

const reportDir = path.join(repoRoot, '.data', 'test-reports');

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

// The first lines of each failure go into the closing summary, where a CI log's tail shows them.
// The message without its stack; a time-out's message is lost in Vitest's report, hence the duration.
const firstLines = (text = '') =>
  stripVTControlCharacters(text)
    .split('\n')
    .filter((line) => !/^\s+at /.test(line))
    .slice(0, 6)
    .join('\n      ');

function vitestFailures(json) {
  return json.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => ({
        title: `${test.fullName} (${Math.round(test.duration ?? 0)} ms)`,
        error: firstLines(test.failureMessages?.[0]),
      })),
  );
}

function playwrightFailures(suite, titles = []) {
  const path = suite.title ? [...titles, suite.title] : titles;
  const own = (suite.specs ?? []).flatMap((spec) =>
    spec.tests
      .filter((test) => test.status === 'unexpected')
      .map((test) => ({
        title: [...path, spec.title].join(' › '),
        error: firstLines(test.results.at(-1)?.error?.message),
      })),
  );
  return [...own, ...(suite.suites ?? []).flatMap((child) => playwrightFailures(child, path))];
}

// A check without per-test results (lint, typecheck, build) counts as one test.
function checkStage(name, command, args, env) {
  return () => {
    const ok = run(command, args, { env }) === 0;
    return { name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
  };
}

function vitestStage(name, args, env = process.env) {
  return () => {
    const report = path.join(reportDir, `${name}.json`);
    const status = run(
      'npx',
      ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
      { env },
    );
    const json = readJson(report);
    if (!json) return { name, passed: 0, failed: 1 };
    // A suite that failed to load has no tests but must still count as a failure.
    const failed = json.numFailedTests + (status !== 0 && json.numFailedTests === 0 ? 1 : 0);
    return { name, passed: json.numPassedTests, failed, failures: vitestFailures(json) };
  };
}

function playwrightStage() {
  return () => {
    const chromium = ensureChromium();
    const report = path.join(reportDir, 'playwright.json');
    const status = run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
      env: { ...process.env, CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    });
    const json = readJson(report);
    if (!json) return { name: 'playwright', passed: 0, failed: 1 };
    const { expected = 0, unexpected = 0, flaky = 0 } = json.stats ?? {};
    return {
      name: 'playwright',
      passed: expected + flaky,
      failed: unexpected + (status !== 0 && unexpected === 0 ? 1 : 0),
      failures: (json.suites ?? []).flatMap((suite) => playwrightFailures(suite)),
    };
  };
}

const stages = {
  lint: checkStage('lint', 'npm', ['run', 'lint', '--silent']),
  typecheck: checkStage('typecheck', 'npx', ['nx', 'run-many', '-t', 'typecheck', '--outputStyle=stream'], nxEnv),
  // Every front-end API call against the OpenAPI document of the API's sources (no build needed).
  contracts: checkStage('contracts', 'node', ['scripts/contracts/check-contracts.mjs']),
  unit: vitestStage('unit', []),
  build: checkStage('build', 'node', ['scripts/build.mjs']),
  'api-e2e': vitestStage('api-e2e', ['--config', 'api/vitest.e2e.config.ts', '--root', 'api']),
  playwright: playwrightStage(),
};

const only = process.argv.includes('--stage') ? process.argv[process.argv.indexOf('--stage') + 1] : null;
if (only && !stages[only]) {
  console.error(`Unknown stage ${only}; stages: ${Object.keys(stages).join(', ')}`);
  process.exit(2);
}

// The build stage rewrites the dist/ folders a site running from this folder serves.
if (!only || only === 'build') {
  exitIfSitesRun(
    repoRoot,
    'npm test',
    'or run only stages that build nothing: npm test -- --stage unit (or lint, typecheck, contracts, api-e2e)',
  );
}

ensureInstalled();
if (!only) ensureChromium(); // fail fast, before minutes of other work
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const results = [];
for (const [name, stage] of Object.entries(stages)) {
  if (only && name !== only) continue;
  if (name === 'playwright' && results.some((r) => r.name === 'build' && r.failed)) {
    results.push({ name, passed: 0, failed: 1 });
    continue;
  }
  console.log(`\n=== ${name} ===`);
  results.push(stage());
}

const failures = results.flatMap((r) => (r.failures ?? []).map((failure) => ({ stage: r.name, ...failure })));
if (failures.length) {
  console.log('\nFailed tests:');
  for (const { stage, title, error } of failures) console.log(`  [${stage}] ${title}\n      ${error}`);
}

console.log('\nSummary:');
for (const r of results) console.log(`  ${r.name.padEnd(10)} ${r.passed} passed, ${r.failed} failed`);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
