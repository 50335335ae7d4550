import { apiClient } from '@site/api-client';
import type { NewsArticleDetail, NewsInput } from '@site/contracts';
import { useContentMutation } from '../../api/content-mutation.js';

export const useUpdateNews = () =>
  useContentMutation('news', ({ id, payload }: { id: number; payload: NewsInput }) =>
    apiClient.put<NewsArticleDetail>(`/news/${id}`, payload, { fallbackMessage: 'Failed to update news article' }),
  );
