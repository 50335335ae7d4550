import type { YoutubeSyncRun } from './youtube-sync-runs.js';

/** The things a new site's owner sets up, in the order the checklist shows them. */
export type SetupItemId = 'admin-password' | 'youtube-playlist' | 'mail' | 'site-url' | 'outside-links';

/** `unknown`: this API process cannot tell (e.g. it serves no shell, so it cannot read the site's links). */
export type SetupItemState = 'done' | 'todo' | 'unknown';

export interface SetupItemLink {
  label: string;
  /** A page of the site, e.g. /account. */
  href: string;
}

export interface SetupChecklistItem {
  id: SetupItemId;
  title: string;
  state: SetupItemState;
  /** How things stand now, in a sentence. */
  status: string;
  /** What to do about it; null once done. */
  action: string | null;
  /** Where on the site it is done, when it can be done there. */
  link: SetupItemLink | null;
  /** youtube-playlist only: the latest sync, running or ended; null before the first. */
  last_sync?: YoutubeSyncRun | null;
}

/** GET /api/admin/setup-checklist (admin): each item read from the server's configuration and data. */
export interface SetupChecklist {
  items: SetupChecklistItem[];
  done: number;
  total: number;
}
