import { apiClient } from '@site/api-client';
import type { Video } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';
import { videosKey } from '../../api/videos-keys.js';

export const videoQuery = (id: string) =>
  queryOptions({
    queryKey: [...videosKey, 'video', id],
    queryFn: () => apiClient.get<Video>(`/videos/${encodeURIComponent(id)}`, { fallbackMessage: 'Video not found' }),
  });
