import { apiClient, videosKeys } from '@site/api-client';
import type { Video } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

export const videoQuery = (id: string) =>
  queryOptions({
    queryKey: videosKeys.video(id),
    queryFn: () => apiClient.get<Video>(`/videos/${encodeURIComponent(id)}`, { fallbackMessage: 'Video not found' }),
  });
