import { apiClient, videosKeys } from '@site/api-client';
import type { VideoListResponse } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/**
 * GET /api/videos/?page=1&limit=1: the newest video, or null (under the videos area's key, so its writes refresh it).
 */
export const latestVideoQuery = queryOptions({
  queryKey: videosKeys.latest,
  queryFn: async ({ signal }) =>
    (await apiClient.get<VideoListResponse>('/videos/?page=1&limit=1', { signal })).videos[0] ?? null,
});
