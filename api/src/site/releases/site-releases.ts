import { realpathSync } from 'node:fs';
import path from 'node:path';

// The release store `npm run release` fills (scripts/release/release-store.mjs): one immutable
// folder per release, `<site root>/.data/releases/<app>/<id>/`.
export const releasesDir = (siteRoot: string) => path.join(siteRoot, '.data', 'releases');

export const remoteReleasesDir = (siteRoot: string, remote: string) => path.join(releasesDir(siteRoot), remote);

/**
 * The shell's published release: the folder its `current` link names, resolved once, when the
 * site starts (the static routes are made then); undefined while the shell has no release.
 */
export function publishedShellDir(siteRoot: string): string | undefined {
  try {
    return realpathSync(path.join(releasesDir(siteRoot), 'shell', 'current'));
  } catch {
    return undefined;
  }
}
