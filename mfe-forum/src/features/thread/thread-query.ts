import { apiClient, forumKeys } from '@site/api-client';
import type { ForumThread } from '@site/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';

/** What a change to a thread needs to know of it: which one, and which category lists it. */
export type ThreadRef = Pick<ForumThread, 'id' | 'category_id'>;

const fetchThread = (threadId: string) =>
  apiClient.get<ForumThread>(`/forum/threads/${encodeURIComponent(threadId)}`, {
    fallbackMessage: 'Failed to load thread',
  });

export const threadQuery = (threadId: string) =>
  queryOptions({ queryKey: forumKeys.thread(threadId), queryFn: () => fetchThread(threadId) });

/** Puts what the API confirmed (a vote, a reply, a lock...) into the cached thread, so the page shows it at once. */
export function changeCachedThread(
  queryClient: QueryClient,
  threadId: number,
  change: (thread: ForumThread) => ForumThread,
) {
  queryClient.setQueryData<ForumThread>(forumKeys.thread(threadId), (thread) => thread && change(thread));
}
