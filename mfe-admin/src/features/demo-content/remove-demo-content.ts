import { adminKeys, apiClient, feedKeys, forumKeys, markStale, newsKeys, videosKeys } from '@site/api-client';
import type { DemoContentCounts } from '@site/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

// Every area that lists demo rows (the home feed too) comes back from the server.
const changedAreas = [videosKeys.all, newsKeys.all, forumKeys.all, feedKeys.all, adminKeys.all];

export function useRemoveDemoContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiClient.delete<DemoContentCounts>('/admin/demo-content', {
        fallbackMessage: 'Failed to remove the demo content',
      }),
    onSuccess: () => markStale(queryClient, changedAreas),
  });
}
