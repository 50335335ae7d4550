// The release store of a site: `<site root>/.data/releases/<app>/<id>/`, one immutable folder per
// release of an app (a copy of its build with release.json beside it). Ids sort by time.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const appNames = ['shell', 'videos', 'news', 'games', 'forum', 'admin'];

/** How many releases of an app a site keeps (the published one is never pruned). */
export const defaultKept = 5;

// Written per deployment at start, never part of a release (shell/scripts/write-*.mjs).
const deploymentFiles = new Set(['remotes.json', 'site-config.json']);

export const releasesDir = (siteRoot) => path.join(siteRoot, '.data', 'releases');
export const appReleasesDir = (siteRoot, app) => path.join(releasesDir(siteRoot), app);
export const releaseDir = (siteRoot, app, id) => path.join(appReleasesDir(siteRoot, app), id);

const releaseIdPattern = /^\d{8}T\d{6}Z-[0-9a-f]+$/;

/** `20261125T183800Z-1a2b3c4`: when it was made (UTC), then the commit it was built from. */
export function releaseId(now, commit) {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `${stamp}-${commit.slice(0, 7)}`;
}

/** The kept releases of an app, oldest first. */
export function releaseIds(siteRoot, app) {
  const dir = appReleasesDir(siteRoot, app);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => releaseIdPattern.test(name) && existsSync(path.join(dir, name, 'release.json')))
    .sort();
}

export function readRelease(siteRoot, app, id) {
  return JSON.parse(readFileSync(path.join(releaseDir(siteRoot, app, id), 'release.json'), 'utf8'));
}

function writeWithSiblings(file, text) {
  writeFileSync(file, text);
  // The build's precompressed copies must say the same thing (the hosts send them as they are).
  if (existsSync(`${file}.gz`)) writeFileSync(`${file}.gz`, gzipSync(text, { level: 9 }));
  if (existsSync(`${file}.br`)) writeFileSync(`${file}.br`, brotliCompressSync(text));
}

/** The release goes into the manifest too, so whoever loads a remote can tell which build it got. */
function stampManifest(dir, release) {
  const file = path.join(dir, 'mf-manifest.json');
  if (!existsSync(file)) return;
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  manifest.metaData.buildInfo = {
    ...manifest.metaData.buildInfo,
    buildVersion: release.version,
    release: release.id,
    commit: release.commit,
  };
  writeWithSiblings(file, JSON.stringify(manifest));
}

/**
 * Copies a build into a new release folder: staged beside it, then renamed into place, so a
 * release folder is either complete or absent. Fails if the id is taken (releases never change).
 */
export function createRelease({ siteRoot, app, dist, version, commit, dirty = false, now = new Date() }) {
  if (!existsSync(path.join(dist, app === 'shell' ? 'index.html' : 'mf-manifest.json')))
    throw new Error(`${dist} is not a build of ${app}`);
  const id = releaseId(now, commit);
  const target = releaseDir(siteRoot, app, id);
  if (existsSync(target)) throw new Error(`release ${app}/${id} already exists`);
  const staging = path.join(appReleasesDir(siteRoot, app), `.staging-${id}-${process.pid}`);
  mkdirSync(path.dirname(staging), { recursive: true });
  try {
    cpSync(dist, staging, {
      recursive: true,
      filter: (source) => !deploymentFiles.has(path.relative(dist, source).replace(/\.(br|gz)$/, '')),
    });
    const release = { app, id, version, commit, dirty, createdAt: now.toISOString() };
    stampManifest(staging, release);
    writeFileSync(path.join(staging, 'release.json'), `${JSON.stringify(release, null, 2)}\n`);
    renameSync(staging, target);
    return release;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Keeps `kept` releases: those in `keep` (the published one, the one just made), then the newest; deletes the others.
 */
export function pruneReleases(siteRoot, app, kept, keep = []) {
  const ids = releaseIds(siteRoot, app);
  const keeping = new Set(keep.filter((id) => ids.includes(id)));
  for (const id of ids.toReversed()) if (keeping.size < kept) keeping.add(id);
  const pruned = ids.filter((id) => !keeping.has(id));
  for (const id of pruned) rmSync(releaseDir(siteRoot, app, id), { recursive: true, force: true });
  return pruned;
}
