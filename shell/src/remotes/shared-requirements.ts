import { getInstance, satisfy } from '@module-federation/enhanced/runtime';

interface SharedEntry {
  version: string;
  from: string;
  loaded?: boolean;
  shareConfig?: { requiredVersion?: string | false };
}

/**
 * The shared singletons the page runs that `remote` was not built for: its build asks for a
 * range (e.g. @site/ui ^2.0.0) the loaded copy (1.4.0) does not meet. Read from the federation
 * runtime's share scope, where the remote's entry registered its own versions and ranges.
 */
export function unmetSharedRequirements(remote: string): string[] {
  const scope = (getInstance()?.shareScopeMap.default ?? {}) as Record<string, Record<string, SharedEntry>>;
  return Object.entries(scope).flatMap(([pkg, versions]) => {
    const entries = Object.values(versions);
    const loaded = entries.find((entry) => entry.loaded);
    const wanted = entries.find((entry) => entry.from === remote)?.shareConfig?.requiredVersion;
    if (!loaded || typeof wanted !== 'string' || satisfy(loaded.version, wanted)) return [];
    return [`${pkg} ${wanted} (this page has ${loaded.version})`];
  });
}
