import { apiClient } from '@site/api-client';
import type { MessageResponse, Tag, Video, VideoInput } from '@site/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dropVideo, putVideo } from '../../api/video-cache.js';
import { videosKey } from '../../api/videos-keys.js';

/** The post dialog's create (id null) or edit; the lists are fetched again. */
export function useSaveVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: number | null; payload: VideoInput }) =>
      id === null
        ? apiClient.post<Video>('/videos/', payload, { fallbackMessage: 'Failed to create post' })
        : apiClient.put<Video>(`/videos/${id}`, payload, { fallbackMessage: 'Failed to update post' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: videosKey }),
  });
}

export function useApproveVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.patch<Video>(`/videos/${id}/approve`, undefined, { fallbackMessage: 'Failed to approve video' }),
    onSuccess: (video) => putVideo(queryClient, video),
  });
}

/** Deny (a pending video) or delete: either way it leaves the library. */
export function useRemoveVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, pending }: { id: number; pending: boolean }) =>
      pending
        ? apiClient.delete<MessageResponse>(`/videos/${id}/reject`, { fallbackMessage: 'Failed to reject video' })
        : apiClient.delete<MessageResponse>(`/videos/${id}`, { fallbackMessage: 'Failed to delete video' }),
    onSuccess: (_answer, { id }) => dropVideo(queryClient, id),
  });
}

export function useSetTags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, tags }: { id: number; tags: Array<Tag | string> }) =>
      apiClient.patch<Video>(`/videos/${id}/tags`, { tags }, { fallbackMessage: 'Failed to save tags' }),
    onSuccess: (video) => putVideo(queryClient, video),
  });
}
