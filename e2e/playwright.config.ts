import { defineConfig } from '@playwright/test';
import {
  adminCredentials,
  e2eBaseUrl,
  e2ePort,
  externalBaseUrl,
  fakeYoutubePort,
  ownServer,
  previewHostPort,
} from './support/constants.js';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const e2eDataDir = `.data/e2e-${e2ePort}`;

// Runs against the production build, served exactly as `npm start` serves it (scripts/serve.mjs),
// on its own port and a fresh embedded database; or, with E2E_BASE_URL, against a site already
// running, without the tests that need the own server (README.md).
const ownServerConfig = {
  command: `rm -rf ${e2eDataDir} && node scripts/serve.mjs`,
  cwd: '..',
  url: `${e2eBaseUrl}/api/health`,
  reuseExistingServer: false,
  timeout: 180_000,
  stdout: 'ignore',
  stderr: 'pipe',
  env: {
    PORT: String(e2ePort),
    DATA_DIR: e2eDataDir,
    ADMIN_PASSWORD: adminCredentials.password,
    RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    FORUM_POST_RATE_LIMIT_PER_MINUTE: '100000',
    YOUTUBE_PLAYLIST_ID: 'PLtest',
    YOUTUBE_API_KEY: 'fake-api-key',
    YOUTUBE_API_BASE_URL: `http://127.0.0.1:${fakeYoutubePort}/youtube/v3`,
    PREVIEW_ORIGINS: `http://127.0.0.1:${previewHostPort}`,
  },
} as const;

export default defineConfig({
  testDir: './tests',
  grepInvert: externalBaseUrl ? new RegExp(ownServer) : undefined,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // scripts/test.mjs reads the JSON report where it asks (PLAYWRIGHT_JSON_OUTPUT_NAME); the HTML one is for people.
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME || '../.data/playwright-results.json' }],
    ['html', { open: 'never', outputFolder: '../.data/playwright-report' }],
  ],
  outputDir: '../.data/test-results',
  use: {
    baseURL: e2eBaseUrl,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: externalBaseUrl ? undefined : ownServerConfig,
});
