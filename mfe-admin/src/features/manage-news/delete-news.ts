import { apiClient } from '@site/api-client';
import type { MessageResponse } from '@site/contracts';
import { useContentMutation } from '../../api/content-mutation.js';

export const useDeleteNews = () =>
  useContentMutation('news', (id: number) =>
    apiClient.delete<MessageResponse>(`/news/${id}`, { fallbackMessage: 'Failed to delete news article' }),
  );
