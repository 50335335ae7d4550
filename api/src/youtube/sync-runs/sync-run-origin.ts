import type { YoutubeSyncTrigger } from '@site/contracts';

/** What started a sync, recorded with it: the schedule, or an admin (by user id). */
export interface SyncRunOrigin {
  trigger: YoutubeSyncTrigger;
  startedBy: number | null;
}

export const scheduledRun: SyncRunOrigin = { trigger: 'schedule', startedBy: null };
