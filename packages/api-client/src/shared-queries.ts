import type { NewsArticle, NewsArticleDetail } from '@site/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from './api-client.js';

/**
 * Queries more than one area reads. Their keys are a contract between remotes deployed apart: what
 * one area changes (an admin's edit) marks stale what another shows, so they are defined once here.
 */

export interface NewsPageParams {
  page: number;
  /** Matches title, excerpt and category, as the news list's search box always has. */
  q?: string;
}

/** One page of the articles the viewer may see (an admin gets the pending ones too), under the news area's key; the last page stays shown while the next loads. */
export const newsPageQuery = ({ page, q = '' }: NewsPageParams) =>
  queryOptions({
    queryKey: ['news', 'list', { page, q }],
    queryFn: () => {
      const params = new URLSearchParams({ page: String(page) });
      if (q) params.set('q', q);
      return apiClient.getPage<NewsArticle>(`/news/?${params}`, { fallbackMessage: 'Failed to load news' });
    },
    placeholderData: keepPreviousData,
  });

/** One article with its whole body (Markdown and HTML): the news page reads it, and both admin edits fill their form from it. */
export const newsArticleQuery = (id: number | string) =>
  queryOptions({
    queryKey: ['news', 'article', String(id)],
    queryFn: () => apiClient.get<NewsArticleDetail>(`/news/${encodeURIComponent(id)}`, { fallbackMessage: 'Failed to load the article' }),
  });
