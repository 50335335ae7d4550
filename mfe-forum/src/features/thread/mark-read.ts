import { apiClient, forumKeys, markStale } from '@site/api-client';
import type { ForumReadInput } from '@site/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeCachedThread, type ThreadRef } from './thread-query.js';

const markRead = (threadId: number, input: ForumReadInput) =>
  apiClient.put<unknown>(`/forum/threads/${threadId}/read`, input, { fallbackMessage: 'Failed to mark as read' });

/** Tells the API how far the member has read; the lists' 'N new' follow when next shown. */
export function useMarkRead(thread: ThreadRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postNumber: number) => markRead(thread.id, { post_number: postNumber }),
    onSuccess: (_answer, postNumber) => {
      changeCachedThread(queryClient, thread.id, (cached) => ({
        ...cached,
        last_read_post_number: Math.max(cached.last_read_post_number ?? 0, postNumber),
      }));
      void markStale(queryClient, forumKeys.listingThread(thread.category_id));
    },
  });
}
