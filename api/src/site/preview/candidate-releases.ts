import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { remoteReleasesDir } from '../releases/site-releases.js';
import { previewAreas } from './remote-preview.js';

/** A kept release of a remote (scripts/release), as the preview page offers it. */
export interface CandidateRelease {
  area: (typeof previewAreas)[number];
  id: string;
  version: string;
  commit: string;
  createdAt: string;
  manifestUrl: string;
  published: boolean;
}

// The release store's folder names (scripts/release/release-store.mjs): UTC time, then the commit.
const releaseIdPattern = /^\d{8}T\d{6}Z-[0-9a-f]+$/;

/**
 * A release sits under its remote's address: the published entry's folder (less any `releases/<id>/`) +
 * `releases/<id>/`.
 */
function releaseManifestUrl(publishedEntry: string, id: string): string {
  const base = publishedEntry
    .replace(/releases\/[^/]+\/mf-manifest\.json$/, 'mf-manifest.json')
    .replace(/mf-manifest\.json$/, '');
  return `${base}releases/${id}/mf-manifest.json`;
}

function readRelease(dir: string): { version?: unknown; commit?: unknown; createdAt?: unknown } | undefined {
  try {
    return JSON.parse(readFileSync(path.join(dir, 'release.json'), 'utf8')) as Record<string, unknown>;
  } catch {
    return undefined; // being written, or not a release
  }
}

/**
 * The releases this site keeps on its disk (`npm start`), newest first, each with the address it
 * is served at. A deployment whose releases sit on other hosts lists none here: its candidates are
 * named by address.
 */
export function candidateReleases(
  siteRoot: string | undefined,
  published: Record<string, string> | undefined,
): CandidateRelease[] {
  if (!siteRoot || !published) return [];
  return previewAreas.flatMap((area) => {
    const dir = remoteReleasesDir(siteRoot, area);
    const entry = published[area];
    if (!entry?.endsWith('/mf-manifest.json') || !existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((id) => releaseIdPattern.test(id))
      .sort()
      .reverse()
      .flatMap((id) => {
        const release = readRelease(path.join(dir, id));
        if (!release) return [];
        const manifestUrl = releaseManifestUrl(entry, id);
        return [
          {
            area,
            id,
            version: String(release.version ?? ''),
            commit: String(release.commit ?? ''),
            createdAt: String(release.createdAt ?? ''),
            manifestUrl,
            published: manifestUrl === entry,
          },
        ];
      });
  });
}
