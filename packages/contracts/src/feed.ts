import type { Pagination } from './pagination.js';

export type FeedItemType = 'video' | 'news' | 'thread';

/** One entry of the home page's 'Latest Content'. */
export interface FeedItem {
  type: FeedItemType;
  id: number;
  title: string;
  /** Plain text, at most 200 characters. */
  excerpt: string;
  /** An image address, or null (forum threads have none). */
  thumbnail: string | null;
  /** ISO date the item is sorted by. */
  date: string;
  /** The site page that shows it, e.g. /video/5. */
  url: string;
}

/** GET /api/feed?page=: newest first, the 'Welcome!' news pinned first, 10 per page. */
export interface FeedResponse {
  items: FeedItem[];
  pagination: Pagination;
}

/** GET /api/visitors/stats. */
export interface VisitorStats {
  unique_visitors: number;
  total_visits: number;
}
