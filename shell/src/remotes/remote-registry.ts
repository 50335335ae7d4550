import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { siteRouteFor } from '@site/domain';
import { readInlinedJson } from '../boot/inlined-json.js';

/** The element the page's server inlines remotes.json into. */
export const inlinedRemotesId = 'remotes-config';

const isEntryMap = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((entry) => typeof entry === 'string');

async function fetchRemotesJson(): Promise<unknown> {
  const response = await fetch('/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return response.json();
}

/**
 * Remote URLs are not part of the shell's build: `/remotes.json` is written at start or deploy
 * time (see scripts/write-remotes.mjs), so a remote can move without rebuilding the shell.
 * The page's server inlines it into the HTML; a host that does not is asked for the file.
 */
async function registerFromConfig(): Promise<void> {
  try {
    const inlined = readInlinedJson(inlinedRemotesId);
    const entries = isEntryMap(inlined) ? inlined : await fetchRemotesJson();
    if (!isEntryMap(entries)) throw new Error('remotes.json is not a map of remote names to addresses');
    registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry })));
  } catch (error) {
    console.error('Could not load the remote configuration', error);
  }
}

let registered: Promise<void> | undefined;

/** Registers the remotes once per page load; every caller waits for the same registration. */
export function registerRemotesFromConfig(): Promise<void> {
  registered ??= registerFromConfig();
  return registered;
}

/**
 * Starts downloading the remote that renders `pathname` (manifest, remote entry, the page's own
 * chunks and styles) while React and the shell are still loading, instead of after the first render.
 * A failure here is only a missed head start: the page's RemoteArea loads and reports it.
 */
export async function preloadRemoteFor(pathname: string): Promise<void> {
  const route = siteRouteFor(pathname);
  // An admin page waits for the sign-in check: a visitor is sent to log in and never needs the remote.
  if (!route || route.adminOnly) return;
  await registerRemotesFromConfig();
  try {
    await preloadRemote([
      { nameOrAlias: route.area, exposes: [`./${route.module}`], resourceCategory: 'sync', share: false },
    ]);
  } catch (error) {
    console.warn(`Could not preload the ${route.area} remote`, error);
  }
}
