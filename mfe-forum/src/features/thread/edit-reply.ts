import { apiClient, forumKeys, markStale } from '@site/api-client';
import type { ForumPost } from '@site/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeCachedReplies } from './replies-query.js';
import { changeCachedThread, type ThreadRef } from './thread-query.js';

const editReply = (postId: number, content: string) =>
  apiClient.patch<ForumPost>(`/forum/posts/${postId}`, { content }, { fallbackMessage: 'Failed to update reply' });

/** Saves an edited reply (its author or a moderator): the thread shows the new text, marked '(edited)'. */
export function useEditReply(thread: ThreadRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, content }: { postId: number; content: string }) => editReply(postId, content),
    onSuccess: (saved) => {
      const replace = (posts: ForumPost[]) => posts.map((post) => (post.id === saved.id ? saved : post));
      changeCachedThread(queryClient, thread.id, (cached) => ({ ...cached, posts: replace(cached.posts) }));
      changeCachedReplies(queryClient, thread.id, replace);
      markStale(queryClient, [forumKeys.search]);
    },
  });
}
