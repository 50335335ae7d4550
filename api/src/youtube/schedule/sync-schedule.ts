import type { YoutubeSyncSchedule } from '@site/contracts';
import type { AppConfig } from '../../config/app-config.js';
import { nextTick } from '../../config/sync-interval.js';

/** The scheduled sync as this process is configured: none runs without both an interval and a playlist. */
export function syncScheduleOf(
  config: Pick<AppConfig, 'youtubeSyncEvery' | 'youtubePlaylistId'>,
  now: Date,
): YoutubeSyncSchedule {
  const every = config.youtubeSyncEvery;
  const playlistConfigured = Boolean(config.youtubePlaylistId);
  return {
    every: every?.text ?? null,
    playlist_configured: playlistConfigured,
    next_run_at: every && playlistConfigured ? nextTick(every, now).toISOString() : null,
  };
}
