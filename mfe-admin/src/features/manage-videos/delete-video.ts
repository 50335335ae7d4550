import { apiClient } from '@site/api-client';
import type { MessageResponse } from '@site/contracts';
import { useContentMutation } from '../../api/content-mutation.js';

export const useDeleteVideo = () =>
  useContentMutation('videos', (id: number) =>
    apiClient.delete<MessageResponse>(`/videos/${id}`, { fallbackMessage: 'Failed to delete video' }),
  );
