import { apiClient, forumKeys, markStale } from '@site/api-client';
import type { ForumThread, ForumThreadInput } from '@site/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

const createThread = (categoryId: number, input: Omit<ForumThreadInput, 'category_id'>) =>
  apiClient.post<ForumThread>(
    `/forum/categories/${categoryId}/threads`,
    { ...input, category_id: categoryId },
    { fallbackMessage: 'Failed to create thread' },
  );

/**
 * A member's new thread: its category's list, the categories' latest thread, the figures, search and the home feed gain
 * it.
 */
export function useCreateThread(categoryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<ForumThreadInput, 'category_id'>) => createThread(categoryId, input),
    onSuccess: () => void markStale(queryClient, forumKeys.threadAddedOrRemoved(categoryId)),
  });
}
