import { apiClient } from '@site/api-client';
import type { VideoListResponse } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/** One page of every video, pending ones too, under the library's key shape (category 'all'). */
export const videoPageQuery = (page: number, limit: number) =>
  queryOptions({
    queryKey: ['videos', 'list', { page, category: 'all', limit }],
    queryFn: () => apiClient.get<VideoListResponse>(`/videos/?page=${page}&limit=${limit}`, { fallbackMessage: 'Failed to load videos' }),
  });
