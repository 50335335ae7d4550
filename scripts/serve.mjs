#!/usr/bin/env node
// Serves the production build as one site: the API also hosts the shell at /, each remote at
// /mfe/<name>/ and /api. Used by `npm start` and by the Playwright suite.
import path from 'node:path';
import { exitUnlessBuilt, repoRoot, runOrExit, spawnForwardingSignals, waitForHttp } from './lib.mjs';
import { registerRunningSite } from './running-sites.mjs';

const port = process.env.PORT ?? '8080';
const dataDir = process.env.DATA_DIR ?? path.join(repoRoot, '.data');
const siteUrl = `http://localhost:${port}`;

exitUnlessBuilt();
// `npm test` reads it and leaves the dist/ folders this site serves alone.
registerRunningSite(repoRoot, { kind: 'serve', url: siteUrl, dataDir });

// remotes.json and site-config.json are written now, from REMOTE_<NAME>_URL and SITE_* (over
// shell/site.config.json), not baked into the shell's build.
runOrExit('node', ['shell/scripts/write-remotes.mjs']);
runOrExit('node', ['shell/scripts/write-site-config.mjs']);

const api = spawnForwardingSignals('node', ['api/dist/main.js'], {
  env: { ...process.env, PORT: port, SITE_ROOT: repoRoot, DATA_DIR: dataDir },
});
api.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)));

waitForHttp(`${siteUrl}/api/health`, { child: api, timeoutMs: 180_000 })
  .then(() => {
    const passwordHint = process.env.ADMIN_PASSWORD
      ? 'the ADMIN_PASSWORD you set'
      : `the password in ${path.join(dataDir, 'admin-credentials.txt')}`;
    console.log(`\n  Lightgun Hub is running at ${siteUrl}`);
    console.log(`  Log in as admin at ${siteUrl}/login with username "admin" and ${passwordHint}.`);
    console.log('  Press Ctrl-C to stop.\n');
  })
  .catch((error) => {
    console.error(`The site did not start: ${error.message}`);
    api.kill('SIGTERM');
  });
