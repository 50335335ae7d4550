import { apiClient } from '@site/api-client';
import type { AdminOverview, NewsArticle, User, VideoListResponse } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/**
 * The admin's reads. The dashboard's figures are asked for again whenever it is shown (they
 * follow what other areas and admins did); the lists share the owning domains' keys, so a change
 * made elsewhere on the page refreshes them too.
 */
export const overviewQuery = queryOptions({
  queryKey: ['admin', 'overview'],
  queryFn: () => apiClient.get<AdminOverview>('/admin/overview', { fallbackMessage: 'Failed to load dashboard data' }),
  staleTime: 0,
});

export const usersQuery = queryOptions({
  queryKey: ['users', 'list'],
  queryFn: () => apiClient.get<User[]>('/auth/users', { fallbackMessage: 'Failed to load users' }),
});

export const allNewsQuery = queryOptions({
  queryKey: ['news', 'list'],
  queryFn: () => apiClient.get<NewsArticle[]>('/news/', { fallbackMessage: 'Failed to load news' }),
});

export const videoPageQuery = (page: number, limit: number) =>
  queryOptions({
    queryKey: ['videos', 'list', { page, category: 'all', limit }],
    queryFn: () => apiClient.get<VideoListResponse>(`/videos/?page=${page}&limit=${limit}`, { fallbackMessage: 'Failed to load videos' }),
  });
