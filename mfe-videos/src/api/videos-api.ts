import { apiClient } from '@site/api-client';
import type { Video, VideoCategory, VideoListResponse, VideoSearchResponse } from '@site/contracts';

export const libraryPageSize = 18;

export const videosApi = {
  list: (page: number, limit: number, category?: VideoCategory) =>
    apiClient.get<VideoListResponse>(`/videos/?page=${page}&limit=${limit}${category ? `&category=${category}` : ''}`),
  search: (query: string, signal?: AbortSignal) => apiClient.get<VideoSearchResponse>(`/videos/search?q=${encodeURIComponent(query)}`, { signal }),
  get: (id: string) => apiClient.get<Video>(`/videos/${encodeURIComponent(id)}`, { fallbackMessage: 'Video not found' }),
};
