import { apiClient } from '@site/api-client';
import type { VideoCategory, VideoListResponse } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';
import { libraryPageSize, videosKey } from './videos-keys.js';

/** One page of the library (the video page reads the first 20 for its related videos). */
export const videoListQuery = (page: number, category: VideoCategory | 'all', limit = libraryPageSize) =>
  queryOptions({
    queryKey: [...videosKey, 'list', { page, category, limit }],
    queryFn: () => apiClient.get<VideoListResponse>(`/videos/?page=${page}&limit=${limit}${category === 'all' ? '' : `&category=${category}`}`),
  });
