import { registerRemotes } from '@module-federation/enhanced/runtime';

/**
 * Remote URLs are not part of the shell's build: `/remotes.json` is written at start or deploy
 * time (see scripts/write-remotes.mjs), so a remote can move without rebuilding the shell.
 */
export async function registerRemotesFromConfig(): Promise<void> {
  try {
    const response = await fetch('/remotes.json', { cache: 'no-store' });
    if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
    const entries = (await response.json()) as Record<string, string>;
    registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry })));
  } catch (error) {
    console.error('Could not load the remote configuration', error);
  }
}
