import { apiClient } from '@site/api-client';
import type { PostSection } from '@site/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Posts to Videos or News; that section's cached answers (its list) are fetched again. */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ section, payload }: { section: PostSection; payload: Record<string, unknown> }) =>
      apiClient.post(`/${section}`, payload, { fallbackMessage: 'Failed to create post' }),
    onSuccess: (_answer, { section }) => queryClient.invalidateQueries({ queryKey: [section] }),
  });
}
