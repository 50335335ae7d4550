#!/usr/bin/env node
// `npm start`: install what is missing, build, then migrate, seed and serve on :8080.
import { ensureInstalled, runOrExit } from './lib.mjs';

ensureInstalled();
runOrExit('node', ['scripts/build.mjs']);
await import('./serve.mjs');
