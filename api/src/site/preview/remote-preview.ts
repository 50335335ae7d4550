import { siteAreas } from '@site/domain';
import { remoteOrigins } from '../content-security-policy.js';
import { sameOriginPath } from '../same-origin-path.js';

/** What a preview token carries: one area's candidate build, in place of its published one. */
export interface RemotePreview {
  area: string;
  /** The candidate's mf-manifest.json: a path on the site itself, or an absolute http(s) URL. */
  manifestUrl: string;
  /** Unix seconds. */
  expiresAt: number;
}

/** The areas a preview may replace: the shell's remotes. */
export const previewAreas = siteAreas;

/**
 * The address a candidate's manifest is loaded from, or null when it may not be loaded: a path on
 * the site itself, or an http(s) URL on an origin the site already trusts (a published remote's, or
 * one of PREVIEW_ORIGINS). Read with the WHATWG URL parser against the site's origin, the way the
 * browser will resolve it (`/\evil.example/...` is another host), and answered in that resolved
 * form, so what is loaded is what was checked. Checked when a preview is made and again on every
 * page, so the pages' Content-Security-Policy never grows past what the site is configured for.
 */
export function trustedCandidate(manifestUrl: string, siteUrl: string, published: Record<string, string> | undefined, previewOrigins: string[]): string | null {
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

/** The remotes a previewing browser gets: the published ones with the candidate in its area's place. */
export function remotesWithCandidate(published: Record<string, string> | undefined, preview: RemotePreview): Record<string, string> {
  return { ...published, [preview.area]: preview.manifestUrl };
}
