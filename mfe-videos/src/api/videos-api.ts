import { apiClient } from '@site/api-client';
import type { MessageResponse, Tag, Video, VideoCategory, VideoListResponse, VideoSearchResponse } from '@site/contracts';

export const libraryPageSize = 18;

export const videosApi = {
  list: (page: number, limit: number, category?: VideoCategory) =>
    apiClient.get<VideoListResponse>(`/videos/?page=${page}&limit=${limit}${category ? `&category=${category}` : ''}`),
  search: (query: string, signal?: AbortSignal) => apiClient.get<VideoSearchResponse>(`/videos/search?q=${encodeURIComponent(query)}`, { signal }),
  get: (id: string) => apiClient.get<Video>(`/videos/${encodeURIComponent(id)}`, { fallbackMessage: 'Video not found' }),
  create: (payload: Record<string, unknown>) => apiClient.post<Video>('/videos/', payload, { fallbackMessage: 'Failed to create post' }),
  update: (id: number, payload: Record<string, unknown>) => apiClient.put<Video>(`/videos/${id}`, payload, { fallbackMessage: 'Failed to update post' }),
  remove: (id: number) => apiClient.delete<MessageResponse>(`/videos/${id}`, { fallbackMessage: 'Failed to delete video' }),
  setTags: (id: number, tags: Array<string | Tag>) => apiClient.patch<Video>(`/videos/${id}/tags`, { tags }, { fallbackMessage: 'Failed to save tags' }),
  approve: (id: number) => apiClient.patch<Video>(`/videos/${id}/approve`, undefined, { fallbackMessage: 'Failed to approve video' }),
  reject: (id: number) => apiClient.delete<MessageResponse>(`/videos/${id}/reject`, { fallbackMessage: 'Failed to reject video' }),
};
