import { apiClient, markStale, newsKeys } from '@site/api-client';
import type { SubmissionDenial } from '@site/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export type Moderation = { action: 'approve' | 'remove'; id: number } | { action: 'deny'; id: number; reason: string };

const moderate = (moderation: Moderation) => {
  const { id } = moderation;
  switch (moderation.action) {
    case 'approve':
      return apiClient.patch(`/news/${id}/approve`, undefined, { fallbackMessage: 'Failed to approve post' });
    case 'deny':
      return apiClient.patch(
        `/news/${id}/deny`,
        (moderation.reason ? { reason: moderation.reason } : {}) satisfies SubmissionDenial,
        { fallbackMessage: 'Failed to deny post' },
      );
    case 'remove':
      return apiClient.delete(`/news/${id}`, { fallbackMessage: 'Failed to delete news article' });
  }
};

/**
 * An admin's approve, deny (the post stays, denied, for its submitter) or delete; the news, the home feed and the
 * admin's figures are fetched again.
 */
export function useModerateNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderate,
    onSuccess: () => markStale(queryClient, newsKeys.staleAfterWrite),
  });
}
