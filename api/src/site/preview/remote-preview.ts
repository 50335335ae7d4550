import { siteAreas } from '@site/domain';

/**
 * What a preview token carries: one area's candidate build, in place of its published one (remote-choice.ts swaps it
 * in).
 */
export interface RemotePreview {
  area: string;
  /** The candidate's mf-manifest.json: a path on the site itself, or an absolute http(s) URL. */
  manifestUrl: string;
  /** Unix seconds. */
  expiresAt: number;
}

/** The areas a preview may replace: the shell's remotes. */
export const previewAreas = siteAreas;
