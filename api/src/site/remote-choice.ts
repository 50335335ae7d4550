import type { RemotePreview } from './preview/remote-preview.js';
import { sameOriginPath } from './same-origin-path.js';
import { jsonObjectOf, type ShellFiles } from './shell-source.js';

/** The remotes a page is made with: what it inlines for the shell to load, and all its policy lets run. */
export interface RemoteChoice {
  /** Area -> manifest address; undefined when remotes.json is missing or malformed (the shell then fetches it). */
  remotes: Record<string, string> | undefined;
  /** The preview in effect, its candidate's address as checked; null when none is. */
  preview: RemotePreview | null;
}

/** What a candidate's address is judged against: the site's own address (SITE_URL) and PREVIEW_ORIGINS. */
export interface CandidateTrust {
  siteUrl: string;
  previewOrigins: string[];
}

/** The published remotes (the shell's remotes.json), when it is a well-formed map of names to addresses. */
export function remotesOf(files: ShellFiles): Record<string, string> | undefined {
  const remotes = jsonObjectOf(files.remotesJson);
  const wellFormed = remotes && Object.values(remotes).every((entry) => typeof entry === 'string');
  return wellFormed ? (remotes as Record<string, string>) : undefined;
}

/** The origins of the remotes' manifests that are not on the site itself (absolute http(s) URLs). */
export function remoteOrigins(remotes: Record<string, string> | undefined): string[] {
  const origins = new Set<string>();
  for (const manifest of Object.values(remotes ?? {})) {
    if (!/^https?:\/\//i.test(manifest)) continue;
    try {
      origins.add(new URL(manifest).origin);
    } catch {
      // Not a URL: the shell cannot load it either.
    }
  }
  return [...origins].sort();
}

/**
 * The address a candidate's manifest is loaded from, or null when it may not be loaded: a path on
 * the site itself, or an http(s) URL on an origin the site already trusts (a published remote's, or
 * one of PREVIEW_ORIGINS). Read with the WHATWG URL parser against the site's origin, the way the
 * browser will resolve it (`/\evil.example/...` is another host), and answered in that resolved
 * form, so what is loaded is what was checked. Checked when a preview is made and again on every
 * page, so the pages' Content-Security-Policy never grows past what the site is configured for.
 */
export function trustedCandidate(
  manifestUrl: string,
  siteUrl: string,
  published: Record<string, string> | undefined,
  previewOrigins: string[],
): string | null {
  const sitePath = sameOriginPath(manifestUrl, siteUrl);
  if (sitePath !== null) return sitePath;
  let url: URL;
  try {
    url = new URL(manifestUrl, siteUrl);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) return null;
  return remoteOrigins(published).includes(url.origin) || previewOrigins.includes(url.origin) ? url.href : null;
}

/**
 * The remotes one browser gets for a page: the published ones, with a previewed candidate in its
 * area's place as long as its address is still one the site trusts.
 */
export function chooseRemotes(
  files: ShellFiles,
  preview: RemotePreview | null,
  { siteUrl, previewOrigins }: CandidateTrust,
): RemoteChoice {
  const published = remotesOf(files);
  const manifestUrl =
    preview && published ? trustedCandidate(preview.manifestUrl, siteUrl, published, previewOrigins) : null;
  if (!preview || !manifestUrl) return { remotes: published, preview: null };
  return { remotes: { ...published, [preview.area]: manifestUrl }, preview: { ...preview, manifestUrl } };
}
