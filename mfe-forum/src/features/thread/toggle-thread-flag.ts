import { apiClient, forumKeys, markStale } from '@site/api-client';
import type { ForumThreadSummary } from '@site/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeCachedThread, type ThreadRef } from './thread-query.js';

const failures = { pin: 'Failed to pin thread', lock: 'Failed to lock thread' };
type ThreadFlag = keyof typeof failures;

const toggleFlag = (threadId: number, flag: ThreadFlag) =>
  apiClient.patch<ForumThreadSummary>(`/forum/threads/${threadId}/${flag}`, undefined, {
    fallbackMessage: failures[flag],
  });

/** A moderator's Pin/Unpin or Lock/Unlock: the thread's badges and reply area follow the API's answer. */
export function useToggleThreadFlag(thread: ThreadRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (flag: ThreadFlag) => toggleFlag(thread.id, flag),
    onSuccess: ({ is_pinned, is_locked }) => {
      changeCachedThread(queryClient, thread.id, (cached) => ({ ...cached, is_pinned, is_locked }));
      markStale(queryClient, forumKeys.listingThread(thread.category_id));
    },
  });
}
