// remotes.json maps each remote to its mf-manifest.json; written at start/deploy time from env.
import { remoteNames } from '@site/rspack-config';

export { remoteNames };

/** `REMOTE_<NAME>_URL` wins; otherwise the remote is served by the same host under /mfe/<name>/. */
export function remotesFromEnv(env = process.env) {
  return Object.fromEntries(
    remoteNames.map((name) => [name, env[`REMOTE_${name.toUpperCase()}_URL`] || `/mfe/${name}/mf-manifest.json`]),
  );
}
