import { apiClient } from '@site/api-client';
import type { Video, VideoInput } from '@site/contracts';
import { useContentMutation } from '../../api/content-mutation.js';

export const useUpdateVideo = () =>
  useContentMutation('videos', ({ id, payload }: { id: number; payload: VideoInput }) =>
    apiClient.put<Video>(`/videos/${id}`, payload, { fallbackMessage: 'Failed to update post' }),
  );
