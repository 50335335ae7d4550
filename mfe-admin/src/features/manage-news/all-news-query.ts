import { apiClient } from '@site/api-client';
import type { NewsArticle } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/** Every article, pending ones too (the API answers an admin all of them at once). */
export const allNewsQuery = queryOptions({
  queryKey: ['news', 'list'],
  queryFn: () => apiClient.get<NewsArticle[]>('/news/', { fallbackMessage: 'Failed to load news' }),
});
