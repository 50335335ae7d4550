import { apiClient, forumKeys, markStale } from '@site/api-client';
import type { MessageResponse } from '@site/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ThreadRef } from './thread-query.js';

const deleteThread = (threadId: number) =>
  apiClient.delete<MessageResponse>(`/forum/threads/${threadId}`, { fallbackMessage: 'Failed to delete thread' });

/** Deletes a thread (its author or a moderator): the lists, figures and home feed lose it. */
export function useDeleteThread(thread: ThreadRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteThread(thread.id),
    onSuccess: () => {
      // Not fetched again while its page is still shown; the next visit finds it gone ('Thread not found').
      void queryClient.invalidateQueries({ queryKey: forumKeys.thread(thread.id), refetchType: 'none' });
      void markStale(queryClient, forumKeys.threadAddedOrRemoved(thread.category_id));
    },
  });
}
