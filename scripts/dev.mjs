#!/usr/bin/env node
// `npm run dev`: the API (rebuilt on change) plus every app's dev server with reload.
import { ensureInstalled, nxEnv, spawnForwardingSignals } from './lib.mjs';

ensureInstalled();
// The shell and remotes' dev servers call the API from their own origins (production allows only
// the site's own). Imported after the install: the config loads Rspack.
const { devPorts } = await import('../packages/rspack-config/index.js');
const devOrigins = Object.values(devPorts)
  .map((port) => `http://localhost:${port}`)
  .join(',');
const apiEnv = { CORS_ORIGINS: devOrigins, ...process.env, PORT: '3000' };
const children = [
  // @site/domain is the one package the API runs from its build (dist/): rebuilt on change too.
  spawnForwardingSignals('npx', ['tsc', '-p', 'packages/domain/tsconfig.build.json', '--watch', '--preserveWatchOutput'], { env: nxEnv }),
  spawnForwardingSignals('npx', ['tsc', '-p', 'api/tsconfig.build.json', '--watch', '--preserveWatchOutput'], { env: nxEnv }),
  spawnForwardingSignals('node', ['--watch-path=api/dist', 'api/dist/main.js'], { env: apiEnv }),
  ...['shell', 'mfe-videos', 'mfe-news', 'mfe-games', 'mfe-forum', 'mfe-admin'].map((app) => spawnForwardingSignals('npm', ['run', 'dev', '-w', app])),
];
console.log('Dev servers: shell http://localhost:4200 (remotes 4201-4205, API 3000)');
for (const child of children) child.on('exit', () => children.forEach((other) => other.kill('SIGTERM')));
