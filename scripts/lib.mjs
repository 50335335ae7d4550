// Small helpers shared by the repository scripts (start, test, dev).
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..');

/** Environment for Nx: no daemon left behind, never a cloud connection. */
export const nxEnv = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  NX_SKIP_NX_CACHE: process.env.NX_SKIP_NX_CACHE ?? '',
};

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
  return result.status ?? 1;
}

export function runOrExit(command, args, options = {}) {
  const status = run(command, args, options);
  if (status !== 0) process.exit(status);
}

/** Spawns a long-running child and forwards Ctrl-C / SIGTERM to it. */
export function spawnForwardingSignals(command, args, options = {}) {
  const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => child.kill(signal));
  }
  return child;
}

function installFingerprint() {
  const hash = createHash('sha256');
  for (const file of ['package.json', 'package-lock.json']) {
    const full = path.join(repoRoot, file);
    if (existsSync(full)) hash.update(readFileSync(full));
  }
  return hash.digest('hex');
}

const stampFile = path.join(repoRoot, 'node_modules', '.lightgun-install-stamp');

/** `npm install` only when node_modules is missing or the lockfile changed since the last install. */
export function ensureInstalled() {
  if (!existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== installFingerprint()) {
    console.log('Installing dependencies (npm install)...');
    runOrExit('npm', ['install', '--no-audit', '--no-fund']);
    writeFileSync(stampFile, installFingerprint());
  }
  buildDomainIfStale();
}

const domainDir = path.join(repoRoot, 'packages', 'domain');

/**
 * @site/domain is the one workspace package Node runs from its build (its `node` export: the API,
 * and tests that resolve like Node): built here, before anything runs, whenever its sources changed.
 */
function buildDomainIfStale() {
  const built = path.join(domainDir, 'dist', 'index.js');
  const sources = readdirSync(path.join(domainDir, 'src'), { recursive: true }).map((file) =>
    path.join(domainDir, 'src', String(file)),
  );
  const newest = Math.max(...sources.map((file) => statSync(file).mtimeMs));
  if (existsSync(built) && statSync(built).mtimeMs >= newest) return;
  runOrExit('npx', ['tsc', '-p', path.join(domainDir, 'tsconfig.build.json')]);
}

const builtFiles = [
  'api/dist/main.js',
  'packages/domain/dist/index.js',
  'shell/dist/index.html',
  ...['mfe-videos', 'mfe-news', 'mfe-games', 'mfe-forum', 'mfe-admin'].map(
    (remote) => `${remote}/dist/mf-manifest.json`,
  ),
];

/** Exits with what to do when a file the production site needs was never built (or a rebuild is under way). */
export function exitUnlessBuilt() {
  const missing = builtFiles.filter((file) => !existsSync(path.join(repoRoot, file)));
  if (missing.length === 0) return;
  console.error(
    `The build is missing ${missing.join(', ')}: run \`npm run build\` first, or \`npm start\`, which builds. (If another terminal is building right now, wait for it.)`,
  );
  process.exit(1);
}

/** Whether something already listens on `port` (any address). */
export function portTaken(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(true));
    probe.listen({ port, host: '0.0.0.0', exclusive: true }, () => probe.close(() => resolve(false)));
  });
}

export async function waitForHttp(url, { timeoutMs = 120_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
