import { apiClient, forumKeys, markStale } from '@site/api-client';
import type { MessageResponse } from '@site/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeCachedReplies } from './replies-query.js';
import { changeCachedThread, type ThreadRef } from './thread-query.js';

const deleteReply = (postId: number) =>
  apiClient.delete<MessageResponse>(`/forum/posts/${postId}`, { fallbackMessage: 'Failed to delete reply' });

/** Deletes a reply (its author or a moderator): it leaves the thread and its counts at once. */
export function useDeleteReply(thread: ThreadRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReply,
    onSuccess: (_answer, postId) => {
      changeCachedThread(queryClient, thread.id, (cached) => ({
        ...cached,
        posts: cached.posts.filter((post) => post.id !== postId),
        reply_count: cached.reply_count - 1,
        post_count: cached.post_count - 1,
      }));
      changeCachedReplies(queryClient, thread.id, (posts) => posts.filter((post) => post.id !== postId));
      markStale(queryClient, [...forumKeys.listingThread(thread.category_id), forumKeys.stats]);
    },
  });
}
