import { apiClient } from '@site/api-client';
import type { Video, VideoInput } from '@site/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { videosKey } from '../../api/videos-keys.js';

/** An admin's hand-made video, published at once; the library and the admin's figures refresh. */
export function useAddVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (video: VideoInput) => apiClient.post<Video>('/videos/', video, { fallbackMessage: 'Failed to save video' }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: videosKey }), queryClient.invalidateQueries({ queryKey: ['admin'] })]),
  });
}
