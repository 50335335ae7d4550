import { apiClient } from '@site/api-client';
import type { MessageResponse, Tag, Video, VideoInput } from '@site/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dropVideo, markVideosStale, putVideo } from '../../api/video-cache.js';

// Every write below ends the same way (api/video-cache.ts): shown at once where known, then marked stale.

/** The post dialog's create (id null) or edit. */
export function useSaveVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: number | null; payload: VideoInput }) =>
      id === null
        ? apiClient.post<Video>('/videos/', payload, { fallbackMessage: 'Failed to create post' })
        : apiClient.put<Video>(`/videos/${id}`, payload, { fallbackMessage: 'Failed to update post' }),
    onSuccess: () => markVideosStale(queryClient),
  });
}

export function useApproveVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiClient.patch<Video>(`/videos/${id}/approve`, undefined, { fallbackMessage: 'Failed to approve video' }),
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
