import { apiClient } from '@site/api-client';
import type { VideoListResponse } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/videos/?page=1&limit=1: the newest video, or null. */
export const latestVideoQuery = queryOptions({
  queryKey: ['videos', 'latest'],
  queryFn: async ({ signal }) => (await apiClient.get<VideoListResponse>('/videos/?page=1&limit=1', { signal })).videos[0] ?? null,
});
