import path from 'node:path';
import { DiskShellSource, type ShellFiles, type ShellSource } from '../shell-source.js';
import { publishedShellDir } from './site-releases.js';

/**
 * The page from the shell's published release; remotes.json and site-config.json from shell/dist,
 * where each start (and each remote's release) writes them: a release folder never changes.
 */
class ReleasedShellSource implements ShellSource {
  private readonly release: DiskShellSource;
  private readonly deployment: DiskShellSource;

  constructor(releaseDir: string, shellDist: string) {
    this.release = new DiskShellSource(releaseDir);
    this.deployment = new DiskShellSource(shellDist);
  }

  get origin(): string {
    return this.release.origin;
  }

  async read(): Promise<ShellFiles> {
    const [release, deployment] = await Promise.all([this.release.read(), this.deployment.read()]);
    return { ...deployment, indexHtml: release.indexHtml };
  }
}

/** The shell on this machine (`npm start`): its published release if it has one, else its build. */
export function diskShellSource(siteRoot: string): ShellSource {
  const shellDist = path.join(siteRoot, 'shell/dist');
  const release = publishedShellDir(siteRoot);
  return release ? new ReleasedShellSource(release, shellDist) : new DiskShellSource(shellDist);
}
