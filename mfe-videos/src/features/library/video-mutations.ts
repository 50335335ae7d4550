import { apiClient } from '@site/api-client';
import type { MessageResponse, SubmissionDenial, Tag, Video, VideoInput } from '@site/contracts';
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

/** A pending video becomes 'denied': it stays, held, for the admins and its submitter, who is told the reason if given. */
export function useDenyVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      apiClient.patch<Video>(`/videos/${id}/deny`, (reason ? { reason } : {}) satisfies SubmissionDenial, {
        fallbackMessage: 'Failed to deny video',
      }),
    onSuccess: (video) => putVideo(queryClient, video),
  });
}

export function useRemoveVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiClient.delete<MessageResponse>(`/videos/${id}`, { fallbackMessage: 'Failed to delete video' }),
    onSuccess: (_answer, id) => dropVideo(queryClient, id),
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
