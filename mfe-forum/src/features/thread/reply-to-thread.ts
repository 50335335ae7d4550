import { apiClient, forumKeys, markStale } from '@site/api-client';
import type { ForumPost } from '@site/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeCachedReplies } from './replies-query.js';
import { changeCachedThread, type ThreadRef } from './thread-query.js';

const reply = (threadId: number, content: string) =>
  apiClient.post<ForumPost>(
    `/forum/threads/${threadId}/posts`,
    { content },
    { fallbackMessage: 'Failed to post reply' },
  );

/**
 * A member's reply: it joins the thread's counts and, when the last page is loaded, its replies; the lists and figures
 * count it when next shown.
 */
export function useReplyToThread(thread: ThreadRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => reply(thread.id, content),
    onSuccess: (post) => {
      changeCachedThread(queryClient, thread.id, (cached) => ({
        ...cached,
        posts: [...cached.posts, post],
        reply_count: cached.reply_count + 1,
        post_count: cached.post_count + 1,
        last_post_number: Math.max(cached.last_post_number, post.post_number),
      }));
      changeCachedReplies(queryClient, thread.id, (posts, isLastPage) => (isLastPage ? [...posts, post] : posts));
      markStale(queryClient, [...forumKeys.listingThread(thread.category_id), forumKeys.stats]);
    },
  });
}
