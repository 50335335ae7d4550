import { apiClient, forumKeys, markStale } from '@site/api-client';
import type { ForumCategory, ForumCategoryInput } from '@site/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** `id` null creates the category; an id edits that one. */
const saveCategory = ({ id, input }: { id: number | null; input: ForumCategoryInput }) =>
  id === null
    ? apiClient.post<ForumCategory>('/forum/categories', input, { fallbackMessage: 'Failed to save category' })
    : apiClient.put<ForumCategory>(`/forum/categories/${id}`, input, { fallbackMessage: 'Failed to save category' });

/** A member's new category or an admin's edit: the list shows it, the figures count it, its page's header follows. */
export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCategory,
    onSuccess: (saved, { id }) =>
      void markStale(
        queryClient,
        id === null ? [forumKeys.categories, forumKeys.stats] : [forumKeys.categories, forumKeys.category(saved.id)],
      ),
  });
}
