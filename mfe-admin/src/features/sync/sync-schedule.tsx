import type { YoutubeSyncSchedule } from '@site/contracts';

const nextRunFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Whether the playlist is synced on its own, and what to set when it is not. */
export function SyncSchedule({ schedule }: { schedule: YoutubeSyncSchedule }) {
  if (!schedule.playlist_configured) {
    return (
      <p className="text-sm text-muted">
        No playlist configured: set YOUTUBE_PLAYLIST_ID to sync the channel's videos.
      </p>
    );
  }
  if (!schedule.every || !schedule.next_run_at) {
    return (
      <p className="text-sm text-muted">Synced only by hand: set YOUTUBE_SYNC_EVERY (e.g. 6h) to sync on a schedule.</p>
    );
  }
  return (
    <p className="text-sm text-muted">
      Synced every {schedule.every}; next run{' '}
      <time dateTime={schedule.next_run_at}>{nextRunFormat.format(new Date(schedule.next_run_at))}</time>.
    </p>
  );
}
