import { remoteOrigins } from '../content-security-policy.js';

/** What a preview token carries: one area's candidate build, in place of its published one. */
export interface RemotePreview {
  area: string;
  /** The candidate's mf-manifest.json: a path on the site itself, or an absolute http(s) URL. */
  manifestUrl: string;
  /** Unix seconds. */
  expiresAt: number;
}

/** The areas a preview may replace: the shell's remotes (shell/src/remotes/remote-areas.ts). */
export const previewAreas = ['videos', 'news', 'games', 'forum', 'admin'] as const;

/** The origin a manifest loads code from, or null for a path on the site itself; undefined when it is neither. */
function manifestOrigin(manifestUrl: string): string | null | undefined {
  if (/^\/(?!\/)/.test(manifestUrl)) return null;
  if (!/^https?:\/\//i.test(manifestUrl)) return undefined;
  try {
    return new URL(manifestUrl).origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether a candidate may be loaded: from the site itself, or from an origin the site already trusts
 * (a published remote's, or one of PREVIEW_ORIGINS). Checked when a preview is made and again on
 * every page, so the pages' Content-Security-Policy never grows past what the site is configured for.
 */
export function isTrustedCandidate(manifestUrl: string, siteUrl: string, published: Record<string, string> | undefined, previewOrigins: string[]): boolean {
  const origin = manifestOrigin(manifestUrl);
  if (origin === undefined) return false;
  if (origin === null) return true;
  return origin === new URL(siteUrl).origin || remoteOrigins(published).includes(origin) || previewOrigins.includes(origin);
}

/** The remotes a previewing browser gets: the published ones with the candidate in its area's place. */
export function remotesWithCandidate(published: Record<string, string> | undefined, preview: RemotePreview): Record<string, string> {
  return { ...published, [preview.area]: preview.manifestUrl };
}
