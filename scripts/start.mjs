#!/usr/bin/env node
// `npm start`: install what is missing, build, then migrate, seed and serve on :8080.
import { ensureInstalled, repoRoot, runOrExit } from './lib.mjs';
import { exitIfSitesRun } from './running-sites.mjs';

exitIfSitesRun(
  repoRoot,
  'npm start',
  'or serve the current build once more on a port and data folder of its own: PORT=8081 DATA_DIR=.data/second node scripts/serve.mjs',
);
ensureInstalled();
runOrExit('node', ['scripts/build.mjs']);
await import('./serve.mjs');
