/** POST /api/admin/previews: one area's candidate build to try in the live site. */
export interface RemotePreviewInput {
  area: 'videos' | 'news' | 'games' | 'forum' | 'admin';
  /**
   * The candidate's mf-manifest.json: a path on the site (`/mfe/games/releases/.../mf-manifest.json`) or an http(s) URL
   * on a trusted origin.
   */
  manifest_url: string;
}

/** A signed preview: opening `url` makes that browser session load the candidate in place of the published build. */
export interface RemotePreview {
  area: RemotePreviewInput['area'];
  manifest_url: string;
  token: string;
  /** The site's address with `?preview=<token>`; `?preview=off` on any page ends the preview. */
  url: string;
  /** An hour after signing at most; the signing admin's logout, password change or loss of the role ends it sooner. */
  expires_at: string;
}

/** One kept release of a remote on this site's disk (`npm run release`), newest first per area. */
export interface CandidateRelease {
  area: RemotePreviewInput['area'];
  /** UTC time it was made, then the commit: `20261125T183800Z-1a2b3c4`. */
  id: string;
  version: string;
  commit: string;
  created_at: string;
  /** What a preview of it names (POST /api/admin/previews). */
  manifest_url: string;
  /** The release every visitor gets now. */
  published: boolean;
}

/** GET /api/admin/previews/candidates */
export interface CandidateReleaseList {
  releases: CandidateRelease[];
}
