import type { NewsArticle } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from './api-client.js';

/**
 * Queries more than one area reads. Their keys are a contract between remotes deployed apart: what
 * one area changes (an admin's edit) marks stale what another shows, so they are defined once here.
 */

/** Every article the viewer may see (an admin gets the pending ones too), under the news area's key. */
export const newsListQuery = queryOptions({
  queryKey: ['news', 'list'],
  queryFn: () => apiClient.get<NewsArticle[]>('/news/', { fallbackMessage: 'Failed to load news' }),
});
