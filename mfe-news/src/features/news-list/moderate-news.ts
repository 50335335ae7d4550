import { apiClient, markStale, newsKeys } from '@site/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

const moderations = {
  approve: (id: number) =>
    apiClient.patch(`/news/${id}/approve`, undefined, { fallbackMessage: 'Failed to approve post' }),
  reject: (id: number) => apiClient.delete(`/news/${id}/reject`, { fallbackMessage: 'Failed to reject post' }),
  remove: (id: number) => apiClient.delete(`/news/${id}`, { fallbackMessage: 'Failed to delete news article' }),
};

/**
 * An admin's approve, reject (deletes a pending post) or delete; the news, the home feed and the admin's figures are
 * fetched again.
 */
export function useModerateNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id }: { action: keyof typeof moderations; id: number }) => moderations[action](id),
    onSuccess: () => markStale(queryClient, newsKeys.staleAfterWrite),
  });
}
