import { adminKeys } from './admin-keys.js';
import { feedKeys } from './feed-keys.js';

export interface NewsPageParams {
  page: number;
  /** Matches title, excerpt and category, as the news list's search box always has. */
  q?: string;
}

const all = ['news'] as const;

/** Every news answer lives under ['news', ...]: the list pages (the news area's and the admin's) and each article. */
export const newsKeys = {
  all,
  lists: ['news', 'list'],
  list: ({ page, q = '' }: NewsPageParams) => ['news', 'list', { page, q }],
  article: (id: number | string) => ['news', 'article', String(id)],
  /**
   * What any write to an article makes stale (a post, an edit, an approval, a denial, a deletion): every news answer,
   * the home feed and the admin's figures.
   */
  staleAfterWrite: [all, feedKeys.all, adminKeys.all],
} as const;
