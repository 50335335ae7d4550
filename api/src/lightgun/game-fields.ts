import { isURL } from 'class-validator';

// Coercions of the game fields (spec: Game entity, game edit). Each returns its input unchanged
// when it cannot make sense of it, so the validator beside it reports the field as 422.

export const minReleaseYear = 1950;
export const maxReleaseYear = 2100;
export const maxGenres = 20;
export const maxGenreLength = 60;
export const maxScreenshots = 50;
export const maxGameplayVideos = 20;
export const maxUrlLength = 2_000;

const isBlank = (value: unknown) => typeof value === 'string' && value.trim() === '';

/** Trimmed texts without blank entries; anything that is not a text is kept for the validator. */
function cleanList(list: unknown[]): unknown[] {
  return list.map((entry) => (typeof entry === 'string' ? entry.trim() : entry)).filter((entry) => entry !== '');
}

/**
 * genre: a list, or one text wrapped into a list (not split: a genre may contain a comma). No duplicates whatever their
 * case.
 */
export function toGenreList(value: unknown): unknown {
  if (value === null) return [];
  const list = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(list)) return list;
  const seen = new Set<string>();
  const genres: unknown[] = [];
  for (const entry of cleanList(list)) {
    if (typeof entry === 'string' && seen.has(entry.toLowerCase())) continue;
    if (typeof entry === 'string') seen.add(entry.toLowerCase());
    genres.push(entry);
  }
  return genres;
}

/** release_year: a number, or a text of digits parsed; blank or null is "unknown" (null). */
export function toReleaseYear(value: unknown): unknown {
  if (value === null || isBlank(value)) return null;
  if (typeof value === 'string' && /^\s*\d{1,4}\s*$/.test(value)) return Number(value);
  return value;
}

export function isReleaseYear(value: unknown): boolean {
  return (
    value === null ||
    (typeof value === 'number' && Number.isInteger(value) && value >= minReleaseYear && value <= maxReleaseYear)
  );
}

/** screenshots: a list, or one comma-separated text split and trimmed; empty entries dropped. */
export function toScreenshotList(value: unknown): unknown {
  if (value === null) return [];
  if (typeof value === 'string') return cleanList(value.split(','));
  return Array.isArray(value) ? cleanList(value) : value;
}

/** gameplay_videos: a list (null clears it); entries trimmed, empty ones dropped. */
export function toUrlList(value: unknown): unknown {
  if (value === null) return [];
  return Array.isArray(value) ? cleanList(value) : value;
}

const httpUrl = { protocols: ['http', 'https'], require_protocol: true };
// Artwork this API generates, as it appears in seeded games: a same-site path, never a script.
const siteArtworkPath = /^\/api\/lightgun\/games\/[1-9]\d{0,9}\/(cover|screenshot-[1-9]\d?)\.svg$/;

export function isHttpUrl(value: unknown): boolean {
  return typeof value === 'string' && value.length <= maxUrlLength && isURL(value, httpUrl);
}

/** An image address: http(s), or the site's own generated artwork (so a seeded list can be sent back). */
export function isImageUrl(value: unknown): boolean {
  return isHttpUrl(value) || (typeof value === 'string' && siteArtworkPath.test(value));
}
