// Which release of an app the site serves, and switching it. A remote's published release is its
// entry in remotes.json (the one mutable file of the remotes); the shell's is the `current` link
// beside its releases. Both change by a rename, so a reader sees the old state or the new, never half.
import { existsSync, mkdirSync, readFileSync, readlinkSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { remotesFromEnv } from '../../shell/scripts/remotes-config.mjs';
import { appReleasesDir, releaseDir, releaseIds, releasesDir } from './release-store.mjs';

/** The site's remotes.json as last published (the file docker-compose's shell host serves). */
export const publishedRemotesFile = (siteRoot) => path.join(releasesDir(siteRoot), 'remotes.json');
/** The copy `npm start` serves, written at each start (shell/scripts/write-remotes.mjs). */
const servedRemotesFile = (siteRoot) => path.join(siteRoot, 'shell', 'dist', 'remotes.json');
/** The link to the shell's published release: the folder the site serves the shell from. */
export const shellCurrentLink = (siteRoot) => path.join(appReleasesDir(siteRoot, 'shell'), 'current');

export function writeFileAtomically(file, text) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** The release a remotes.json entry names (`.../releases/<id>/mf-manifest.json`), if it names one. */
export const releaseOfEntry = (entry) => /\/releases\/([^/]+)\/mf-manifest\.json$/.exec(entry ?? '')?.[1];

/** A release sits under its remote's address: `/mfe/videos/` + `releases/<id>/mf-manifest.json`. */
export function releaseManifestUrl(app, id, env = process.env) {
  const plain = remotesFromEnv(env)[app];
  if (!plain.endsWith('/mf-manifest.json')) throw new Error(`the ${app} remote's address ${plain} does not end in /mf-manifest.json`);
  return `${plain.slice(0, -'mf-manifest.json'.length)}releases/${id}/mf-manifest.json`;
}

/** A published release still served: kept, and under the remote's address (REMOTE_<NAME>_URL may have moved it). */
function isServedRelease(siteRoot, app, entry, env) {
  const id = releaseOfEntry(entry);
  return (
    id !== undefined &&
    existsSync(releaseDir(siteRoot, app, id)) &&
    remotesFromEnv(env)[app].endsWith('/mf-manifest.json') &&
    entry === releaseManifestUrl(app, id, env)
  );
}

/** Each remote's published release, or else its address from the environment (REMOTE_<NAME>_URL, /mfe/<name>/). */
export function servedRemotes(siteRoot, env = process.env) {
  const published = Object.entries(readJson(publishedRemotesFile(siteRoot)) ?? {}).filter(([app, entry]) => isServedRelease(siteRoot, app, entry, env));
  return { ...remotesFromEnv(env), ...Object.fromEntries(published) };
}

export function publishedRelease(siteRoot, app) {
  if (app !== 'shell') return releaseOfEntry(readJson(publishedRemotesFile(siteRoot))?.[app]);
  return existsSync(shellCurrentLink(siteRoot)) ? readlinkSync(shellCurrentLink(siteRoot)) : undefined;
}

export function publish(siteRoot, app, id, env = process.env) {
  if (!releaseIds(siteRoot, app).includes(id)) throw new Error(`no release ${id} of ${app} is kept`);
  if (app === 'shell') {
    const link = shellCurrentLink(siteRoot);
    const temporary = `${link}.${process.pid}.tmp`;
    symlinkSync(id, temporary);
    renameSync(temporary, link);
    return;
  }
  const remotes = `${JSON.stringify({ ...servedRemotes(siteRoot, env), [app]: releaseManifestUrl(app, id, env) }, null, 2)}\n`;
  mkdirSync(releasesDir(siteRoot), { recursive: true });
  writeFileAtomically(publishedRemotesFile(siteRoot), remotes);
  // A running `npm start` serves its own copy: it follows at once.
  if (existsSync(path.dirname(servedRemotesFile(siteRoot)))) writeFileAtomically(servedRemotesFile(siteRoot), remotes);
}

/** Publishes the newest kept release older than the published one; returns both ids. */
export function rollback(siteRoot, app, env = process.env) {
  const current = publishedRelease(siteRoot, app);
  if (current === undefined) throw new Error(`no release of ${app} is published`);
  const previous = releaseIds(siteRoot, app)
    .filter((id) => id < current)
    .at(-1);
  if (previous === undefined) throw new Error(`no release of ${app} older than ${current} is kept`);
  publish(siteRoot, app, previous, env);
  return { from: current, to: previous };
}
