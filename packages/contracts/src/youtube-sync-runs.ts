/** What started a YouTube sync: an admin's Sync button, or the YOUTUBE_SYNC_EVERY schedule. */
export type YoutubeSyncTrigger = 'manual' | 'schedule';

/** `interrupted`: the API process running it stopped before it ended; nothing of it was saved. */
export type YoutubeSyncRunStatus = 'running' | 'succeeded' | 'failed' | 'interrupted';

/** One YouTube sync, as recorded when it ran. */
export interface YoutubeSyncRun {
  id: number;
  trigger: YoutubeSyncTrigger;
  /** The admin who pressed Sync; null for a scheduled run or an account since deleted. */
  started_by: { id: number; username: string } | null;
  started_at: string;
  /** Null while it runs. */
  finished_at: string | null;
  status: YoutubeSyncRunStatus;
  /** Videos added and updated: null unless it succeeded. */
  added: number | null;
  updated: number | null;
  /** Why it failed or was interrupted; null otherwise. */
  error: string | null;
}

/** The scheduled sync as this API process is configured (YOUTUBE_SYNC_EVERY, YOUTUBE_PLAYLIST_ID). */
export interface YoutubeSyncSchedule {
  /** The interval as configured, e.g. '6h'; null when the schedule is off. */
  every: string | null;
  playlist_configured: boolean;
  /** When the next scheduled sync is due; null when none will run (no interval or no playlist). */
  next_run_at: string | null;
}

/** GET /api/admin/youtube/sync-runs (admin): the schedule and the latest runs, newest first. */
export interface YoutubeSyncRunList {
  schedule: YoutubeSyncSchedule;
  runs: YoutubeSyncRun[];
}
