import { apiClient } from '@site/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePageRequest } from './post-draft.js';

/** Posts to Videos or News; that section's cached answers (its list) are fetched again. */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ section, payload }: CreatePageRequest) => apiClient.post(`/${section}`, payload, { fallbackMessage: 'Failed to create post' }),
    onSuccess: (_answer, { section }) => queryClient.invalidateQueries({ queryKey: [section] }),
  });
}
