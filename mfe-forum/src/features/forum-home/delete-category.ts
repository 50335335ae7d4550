import { apiClient, forumKeys, markStale } from '@site/api-client';
import type { MessageResponse } from '@site/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

const deleteCategory = (id: number) =>
  apiClient.delete<MessageResponse>(`/forum/categories/${id}`, { fallbackMessage: 'Failed to delete category' });

/**
 * An admin's deletion (refused while threads remain): the list and figures lose it, its page reads 'not found' when
 * next shown.
 */
export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: (_answer, id) =>
      void markStale(queryClient, [forumKeys.categories, forumKeys.stats, forumKeys.category(id)]),
  });
}
