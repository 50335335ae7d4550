import { apiClient } from '@site/api-client';
import type { NewsArticle, NewsInput } from '@site/contracts';
import { useContentMutation } from '../../api/content-mutation.js';

export const useUpdateNews = () =>
  useContentMutation('news', ({ id, payload }: { id: number; payload: NewsInput }) =>
    apiClient.put<NewsArticle>(`/news/${id}`, payload, { fallbackMessage: 'Failed to update news article' }),
  );
