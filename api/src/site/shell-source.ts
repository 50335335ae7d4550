import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** The shell's deployed files a page is made from. */
export interface ShellFiles {
  indexHtml: string;
  /** Absent when the host has none (a plain build without its start-time files). */
  remotesJson?: string;
  siteConfigJson?: string;
}

/** A JSON file of the shell's as an object, or undefined when it is absent, not JSON or not an object. */
export function jsonObjectOf(text: string | undefined): Record<string, unknown> | undefined {
  if (text === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

export interface ShellSource {
  /** Where the files come from, for messages. */
  readonly origin: string;
  read(): Promise<ShellFiles>;
}

/** A load either gives a new text with its validator, says the cached one still holds, or finds nothing. */
type Loaded = { text: string; validator: string | null } | 'not-modified' | 'missing';

// A redeploy of the shell shows in pages within this time, with no restart of the API.
export const shellCacheMs = 5_000;
const fetchTimeoutMs = 5_000;

/** One file kept for `ttlMs`, then revalidated; the last good copy is kept if a revalidation fails. */
export class RevalidatingFile {
  private cached: { text: string | undefined; validator: string | null; checkedAt: number } | undefined;
  private pending: Promise<string | undefined> | undefined;

  constructor(
    private readonly load: (validator: string | null) => Promise<Loaded>,
    private readonly ttlMs = shellCacheMs,
    private readonly now: () => number = Date.now,
  ) {}

  get(): Promise<string | undefined> {
    if (this.cached && this.now() - this.cached.checkedAt < this.ttlMs) return Promise.resolve(this.cached.text);
    // Concurrent requests share one revalidation.
    this.pending ??= this.refresh().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  private async refresh(): Promise<string | undefined> {
    const previous = this.cached;
    let loaded: Loaded;
    try {
      loaded = await this.load(previous?.validator ?? null);
    } catch (error) {
      if (previous?.text === undefined) throw error;
      // The host is down for a moment: keep serving the copy we have, and try again after the TTL.
      this.cached = { ...previous, checkedAt: this.now() };
      return previous.text;
    }
    if (loaded === 'not-modified' && previous) this.cached = { ...previous, checkedAt: this.now() };
    else if (loaded === 'missing' || loaded === 'not-modified')
      this.cached = { text: undefined, validator: null, checkedAt: this.now() };
    else this.cached = { ...loaded, checkedAt: this.now() };
    return this.cached.text;
  }
}

const shellFileNames = ['index.html', 'remotes.json', 'site-config.json'] as const;

abstract class CachedShellSource implements ShellSource {
  private readonly files: RevalidatingFile[];

  constructor(
    readonly origin: string,
    ttlMs = shellCacheMs,
  ) {
    this.files = shellFileNames.map((name) => new RevalidatingFile((validator) => this.load(name, validator), ttlMs));
  }

  protected abstract load(name: string, validator: string | null): Promise<Loaded>;

  async read(): Promise<ShellFiles> {
    const [indexHtml, remotesJson, siteConfigJson] = await Promise.all(this.files.map((file) => file.get()));
    if (indexHtml === undefined) throw new Error(`The shell has no index.html at ${this.origin}`);
    return { indexHtml, remotesJson, siteConfigJson };
  }
}

/** The shell's build on this machine (`npm start`): re-read when a file's size or time changes. */
export class DiskShellSource extends CachedShellSource {
  protected async load(name: string, validator: string | null): Promise<Loaded> {
    const file = path.join(this.origin, name);
    try {
      const stats = await stat(file);
      const current = `${stats.size}-${stats.mtimeMs}`;
      if (current === validator) return 'not-modified';
      return { text: await readFile(file, 'utf8'), validator: current };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
      throw error;
    }
  }
}

/** The shell's own host (docker-compose: SHELL_URL), asked with If-None-Match once the copy is older than the TTL. */
export class HttpShellSource extends CachedShellSource {
  protected async load(name: string, validator: string | null): Promise<Loaded> {
    const response = await fetch(`${this.origin}/${name}`, {
      headers: validator ? { 'if-none-match': validator } : {},
      signal: AbortSignal.timeout(fetchTimeoutMs),
    });
    if (response.status === 304) return 'not-modified';
    if (response.status === 404) return 'missing';
    if (!response.ok) throw new Error(`${this.origin}/${name} answered ${response.status}`);
    return { text: await response.text(), validator: response.headers.get('etag') };
  }
}
