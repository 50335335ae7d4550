import { apiClient, markStale, newsKeys } from '@site/api-client';
import type { NewsArticleDetail, NewsInput } from '@site/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

const saveNews = ({ id, payload }: { id: number | null; payload: NewsInput }) =>
  id === null
    ? apiClient.post<NewsArticleDetail>('/news', payload, { fallbackMessage: 'Failed to create news article' })
    : apiClient.put<NewsArticleDetail>(`/news/${id}`, payload, { fallbackMessage: 'Failed to update news article' });

/**
 * Creates (id null) or updates an article; the news (the list, that article), the home feed and the admin's figures are
 * fetched again.
 */
export function useSaveNews() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveNews, onSuccess: () => markStale(queryClient, newsKeys.staleAfterWrite) });
}
