import { apiClient } from '@site/api-client';
import type { MessageResponse, Video, VideoInput, VideoListResponse } from '@site/contracts';

export const videosApi = {
  list: (page: number, limit: number) => apiClient.get<VideoListResponse>(`/videos/?page=${page}&limit=${limit}`, { fallbackMessage: 'Failed to load videos' }),
  create: (payload: VideoInput) => apiClient.post<Video>('/videos/', payload, { fallbackMessage: 'Failed to save video' }),
  update: (id: number, payload: Record<string, unknown>) => apiClient.put<Video>(`/videos/${id}`, payload, { fallbackMessage: 'Failed to update post' }),
  remove: (id: number) => apiClient.delete<MessageResponse>(`/videos/${id}`, { fallbackMessage: 'Failed to delete video' }),
  approve: (id: number) => apiClient.patch<Video>(`/videos/${id}/approve`, undefined, { fallbackMessage: 'Failed to approve post' }),
  reject: (id: number) => apiClient.delete<MessageResponse>(`/videos/${id}/reject`, { fallbackMessage: 'Failed to reject post' }),
};
