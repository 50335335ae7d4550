#!/usr/bin/env node
// `npm run dev`: the API (rebuilt on change) plus every app's dev server with reload.
import path from 'node:path';
import { ensureInstalled, nxEnv, portTaken, repoRoot, spawnForwardingSignals } from './lib.mjs';
import { registerRunningSite, runningSites } from './running-sites.mjs';

const apiPort = 3000;
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(repoRoot, '.data'));

/** Stops before starting anything, saying why and what to do: dev's API would fail among a dozen servers' output. */
function refuse(message) {
  console.error(`npm run dev stopped before starting anything: ${message}`);
  process.exit(1);
}

const sameData = runningSites(repoRoot).find((site) => path.resolve(site.dataDir) === dataDir);
if (sameData) {
  refuse(
    `another Lightgun Hub (pid ${sameData.pid}${sameData.url ? `, ${sameData.url}` : ''}) uses the database in ${path.join(dataDir, 'pg')}. Stop it, or give dev a data folder of its own: DATA_DIR=.data/dev npm run dev`,
  );
}

ensureInstalled();
// The shell and remotes' dev servers call the API from their own origins (production allows only
// the site's own). Imported after the install: the config loads Rspack.
const { devPorts } = await import('../packages/rspack-config/index.js');
const devOrigins = Object.values(devPorts)
  .map((port) => `http://localhost:${port}`)
  .join(',');
const servers = [
  ['the API', apiPort],
  ...Object.entries(devPorts).map(([app, port]) => [`the ${app} dev server`, port]),
];
for (const [server, port] of servers) {
  if (await portTaken(port))
    refuse(`port ${port} (${server}) is in use: is another \`npm run dev\` running? Stop it, or free the port.`);
}
registerRunningSite(repoRoot, { kind: 'dev', url: `http://localhost:${devPorts.shell}`, dataDir });

const apiEnv = { CORS_ORIGINS: devOrigins, ...process.env, PORT: String(apiPort), DATA_DIR: dataDir };
const children = [
  // @site/domain is the one package the API runs from its build (dist/): rebuilt on change too.
  spawnForwardingSignals(
    'npx',
    ['tsc', '-p', 'packages/domain/tsconfig.build.json', '--watch', '--preserveWatchOutput'],
    { env: nxEnv },
  ),
  spawnForwardingSignals('npx', ['tsc', '-p', 'api/tsconfig.build.json', '--watch', '--preserveWatchOutput'], {
    env: nxEnv,
  }),
  spawnForwardingSignals('node', ['--watch-path=api/dist', 'api/dist/main.js'], { env: apiEnv }),
  ...['shell', 'mfe-videos', 'mfe-news', 'mfe-games', 'mfe-forum', 'mfe-admin'].map((app) =>
    spawnForwardingSignals('npm', ['run', 'dev', '-w', app]),
  ),
];
console.log('Dev servers: shell http://localhost:4200 (remotes 4201-4205, API 3000)');
for (const child of children) child.on('exit', () => children.forEach((other) => other.kill('SIGTERM')));
