import { apiClient } from '@site/api-client';
import type { Video, VideoInput } from '@site/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markVideosStale } from '../../api/video-cache.js';

/** An admin's hand-made video, published at once; the library, the home feed and the admin's figures refresh. */
export function useAddVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (video: VideoInput) =>
      apiClient.post<Video>('/videos/', video, { fallbackMessage: 'Failed to save video' }),
    onSuccess: () => markVideosStale(queryClient),
  });
}
