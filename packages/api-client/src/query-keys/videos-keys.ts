import type { VideoCategory } from '@site/contracts';
import { adminKeys } from './admin-keys.js';
import { feedKeys } from './feed-keys.js';

/**
 * One page of the library: `category` 'all' for every category (the admin's table, pending videos too for an admin).
 */
export interface VideoListParams {
  page: number;
  category: VideoCategory | 'all';
  limit: number;
}

const all = ['videos'] as const;

/**
 * Every videos answer lives under ['videos', ...]: the lists, the searches, a video's page and the about page's latest
 * video.
 */
export const videosKeys = {
  all,
  lists: ['videos', 'list'],
  list: (params: VideoListParams) => ['videos', 'list', params],
  searches: ['videos', 'search'],
  search: (text: string) => ['videos', 'search', text],
  video: (id: number | string) => ['videos', 'video', String(id)],
  latest: ['videos', 'latest'],
  /**
   * What any write to a video makes stale (a post, an edit, tags, an approval, a denial, a deletion,
   * a sync; from the videos, news or admin area): every videos answer, the home feed and the admin's figures.
   */
  staleAfterWrite: [all, feedKeys.all, adminKeys.all],
} as const;
