import type { Video } from './videos.js';

/** A community submission waiting for an admin, with the page that shows it. */
export interface PendingItem {
  type: 'video' | 'news';
  id: number;
  title: string;
  created_at: string;
  url: string;
}

/** GET /api/admin/overview (admin): the dashboard's figures in one call, counted from the tables. */
export interface AdminOverview {
  counts: {
    videos: number;
    games: number;
    users: number;
    pending_videos: number;
    pending_news: number;
  };
  /** Newest first, pending ones too. */
  pending: PendingItem[];
  /** The 5 most recently added videos, pending ones too. */
  recent_videos: Video[];
}
