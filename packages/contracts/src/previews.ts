/** POST /api/admin/previews: one area's candidate build to try in the live site. */
export interface RemotePreviewInput {
  area: 'videos' | 'news' | 'games' | 'forum' | 'admin';
  /** The candidate's mf-manifest.json: a path on the site (`/mfe/games/releases/.../mf-manifest.json`) or an http(s) URL on a trusted origin. */
  manifest_url: string;
}

/** A signed preview: opening `url` makes that browser session load the candidate in place of the published build. */
export interface RemotePreview {
  area: RemotePreviewInput['area'];
  manifest_url: string;
  token: string;
  /** The site's address with `?preview=<token>`; `?preview=off` on any page ends the preview. */
  url: string;
  expires_at: string;
}
