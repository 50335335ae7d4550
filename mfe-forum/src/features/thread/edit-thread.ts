import { apiClient, forumKeys, markStale } from '@site/api-client';
import type { ForumThread, ForumThreadEdit } from '@site/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeCachedThread, type ThreadRef } from './thread-query.js';

const editThread = (threadId: number, edit: ForumThreadEdit) =>
  apiClient.patch<ForumThread>(`/forum/threads/${threadId}`, edit, { fallbackMessage: 'Failed to update thread' });

/**
 * Saves the author's (or a moderator's) new title and opening post: the page shows them from the API's answer, marked
 * 'edited', the replies staying as loaded; the lists and search show them when next seen.
 */
export function useEditThread(thread: ThreadRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edit: ForumThreadEdit) => editThread(thread.id, edit),
    onSuccess: ({ title, excerpt, content, content_html, edited, updated_at }) => {
      changeCachedThread(queryClient, thread.id, (cached) => ({
        ...cached,
        ...{ title, excerpt, content, content_html, edited, updated_at },
      }));
      void markStale(queryClient, forumKeys.listingThread(thread.category_id));
    },
  });
}
