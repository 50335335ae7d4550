import { apiClient } from '@site/api-client';
import type { MessageResponse, NewsArticle } from '@site/contracts';

export const newsApi = {
  list: () => apiClient.get<NewsArticle[]>('/news/', { fallbackMessage: 'Failed to load news' }),
  update: (id: number, payload: Record<string, unknown>) =>
    apiClient.put<NewsArticle>(`/news/${id}`, payload, { fallbackMessage: 'Failed to update news article' }),
  remove: (id: number) => apiClient.delete<MessageResponse>(`/news/${id}`, { fallbackMessage: 'Failed to delete news article' }),
  approve: (id: number) => apiClient.patch<NewsArticle>(`/news/${id}/approve`, undefined, { fallbackMessage: 'Failed to approve post' }),
  reject: (id: number) => apiClient.delete<MessageResponse>(`/news/${id}/reject`, { fallbackMessage: 'Failed to reject post' }),
};
