import { isStorableDate, maxPgInteger } from '../http/pg-limits.js';
import type { PlaylistVideo } from '../videos/index.js';

// What both sources make of a playlist's video: the videos module's input to its upsert.
export type { PlaylistVideo };

export interface FetchProgress {
  pages: number;
  items: number;
  /** YouTube's count of the playlist, when it gives one. */
  total: number | null;
}

export interface FetchOptions {
  playlistId: string;
  timeoutMs: number;
  /** Awaited: the sync goes on once the page's progress is recorded. */
  onPage: (progress: FetchProgress) => void | Promise<void>;
}

// The views column is a PostgreSQL integer; a few music videos are past it, so counts are capped.
const idPattern = /^[A-Za-z0-9_-]{11}$/;

export const validVideoId = (value: unknown): value is string => typeof value === 'string' && idPattern.test(value);

export const httpUrlOrUndefined = (value: unknown) =>
  typeof value === 'string' && /^https?:\/\//i.test(value) ? value : undefined;

export function viewCountOrUndefined(value: unknown): number | undefined {
  const count =
    typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : typeof value === 'number' ? value : NaN;
  return Number.isInteger(count) && count >= 0 ? Math.min(count, maxPgInteger) : undefined;
}

/** A date PostgreSQL stores; anything else (not a date, year 0 or 20000) is left out, not a failed sync. */
export function dateOrUndefined(value: unknown): Date | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  const date = new Date(value);
  return isStorableDate(date) ? date : undefined;
}

/** The varchar(300) title column. */
export const titleOf = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 300) : '');

export const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** Playlists may hold a video twice; the first one counts. */
export function uniqueVideos(videos: PlaylistVideo[]): PlaylistVideo[] {
  const seen = new Set<string>();
  return videos.filter((video) => {
    if (seen.has(video.youtubeId)) return false;
    seen.add(video.youtubeId);
    return true;
  });
}
