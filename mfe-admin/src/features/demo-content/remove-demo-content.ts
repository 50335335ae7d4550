import { apiClient } from '@site/api-client';
import type { DemoContentCounts } from '@site/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

// Every area that lists demo rows (the home feed too) comes back from the server.
const changedAreas = ['videos', 'news', 'forum', 'feed', 'admin'];

export function useRemoveDemoContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.delete<DemoContentCounts>('/admin/demo-content', { fallbackMessage: 'Failed to remove the demo content' }),
    onSuccess: () => Promise.all(changedAreas.map((area) => queryClient.invalidateQueries({ queryKey: [area] }))),
  });
}
