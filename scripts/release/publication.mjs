// Which release of an app the site serves, and switching it. A remote's published release is its
// entry in remotes.json (the one mutable file of the remotes); the shell's is the `current` link
// beside its releases. Both change by a rename, so a reader sees the old state or the new, never half.
import { existsSync, mkdirSync, readFileSync, readlinkSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { remotesFromEnv } from '../../shell/scripts/remotes-config.mjs';
import { earlierPublications, publicationsOf, recordPublication } from './publication-history.mjs';
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
  if (!plain.endsWith('/mf-manifest.json'))
    throw new Error(`the ${app} remote's address ${plain} does not end in /mf-manifest.json`);
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
  const published = Object.entries(readJson(publishedRemotesFile(siteRoot)) ?? {}).filter(([app, entry]) =>
    isServedRelease(siteRoot, app, entry, env),
  );
  return { ...remotesFromEnv(env), ...Object.fromEntries(published) };
}

export function publishedRelease(siteRoot, app) {
  if (app !== 'shell') return releaseOfEntry(readJson(publishedRemotesFile(siteRoot))?.[app]);
  return existsSync(shellCurrentLink(siteRoot)) ? readlinkSync(shellCurrentLink(siteRoot)) : undefined;
}

/** Publishes release `id` of `app` and records it in the publication history. */
export function publish(siteRoot, app, id, env = process.env) {
  switchTo(siteRoot, app, id, env);
  recordPublication(siteRoot, { app, id, action: 'publish' });
}

function switchTo(siteRoot, app, id, env) {
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

/** The release a rollback of `app` would publish: the nearest earlier publication still kept. */
export function previousPublication(siteRoot, app) {
  const current = publishedRelease(siteRoot, app);
  if (current === undefined) return undefined;
  const kept = new Set(releaseIds(siteRoot, app));
  return earlierPublications(publicationsOf(siteRoot, app), current).find((id) => kept.has(id));
}

/**
 * Publishes again the release that was published before the current one (the publication history,
 * not the releases' ages, says which); a further rollback goes one publication further back.
 * Returns both ids.
 */
export function rollback(siteRoot, app, env = process.env) {
  const current = publishedRelease(siteRoot, app);
  if (current === undefined) throw new Error(`no release of ${app} is published`);
  const previous = previousPublication(siteRoot, app);
  if (previous === undefined) throw new Error(`no release of ${app} published before ${current} is kept`);
  switchTo(siteRoot, app, previous, env);
  recordPublication(siteRoot, { app, id: previous, action: 'rollback' });
  return { from: current, to: previous };
}
