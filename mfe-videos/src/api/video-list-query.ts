import { apiClient } from '@site/api-client';
import type { VideoCategory, VideoListResponse } from '@site/contracts';
import { pageSizes, videoListSearch } from '@site/domain';
import { queryOptions } from '@tanstack/react-query';
import { videosKey } from './videos-keys.js';

/** One page of the library (the video page reads the first few for its related videos). */
export const videoListQuery = (page: number, category: VideoCategory | 'all', limit: number = pageSizes.videos) =>
  queryOptions({
    queryKey: [...videosKey, 'list', { page, category, limit }],
    queryFn: () => apiClient.get<VideoListResponse>(`/videos/?${videoListSearch(page, limit, category === 'all' ? undefined : category)}`),
  });
