import {
  registerGlobalPlugins,
  satisfy,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';

/** Per remote, per shared package: the range it was built for that the page's copy does not meet. */
const unmet = new Map<string, Map<string, string>>();

/**
 * A Module Federation runtime plugin that notes the shared singletons a remote was not built for:
 * its build asks for a range (e.g. @site/ui ^2.0.0) the copy this page runs (1.4.0) does not meet.
 * `resolveShare` is the runtime's hook for the moment a container picks a shared module: it names
 * the requesting container (`shareInfo.from`), its range, and the version chosen for it. For our own
 * packages (strictVersion) the runtime then refuses the share itself and the remote fails to load;
 * for the others (React, the router, the query cache) it only warns and hands the page's copy over,
 * and RemoteArea's question after the load (unmetSharedRequirements) is what keeps the remote off the page.
 */
export function sharedVersionCheck(): ModuleFederationRuntimePlugin {
  return {
    name: 'lightgun-shared-version-check',
    resolveShare(args) {
      const wanted = args.shareInfo.shareConfig?.requiredVersion;
      const remote = args.shareInfo.from;
      if (remote && typeof wanted === 'string' && args.version && !satisfy(args.version, wanted)) {
        const packages = unmet.get(remote) ?? new Map<string, string>();
        packages.set(args.pkgName, `${args.pkgName} ${wanted} (this page has ${args.version})`);
        unmet.set(remote, packages);
      }
      return args;
    },
  };
}

/**
 * Registers the check for every federation container created from now on: each remote's entry
 * makes its own, so this runs before the first remote loads (the shell's entry, `index.ts`).
 */
export function registerSharedVersionCheck(): void {
  registerGlobalPlugins([sharedVersionCheck()]);
}

/** What `remote` was built for and this page does not have, as noted while it loaded its shared modules. */
export function unmetSharedRequirements(remote: string): string[] {
  return [...(unmet.get(remote)?.values() ?? [])];
}
