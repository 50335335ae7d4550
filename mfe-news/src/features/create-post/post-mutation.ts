import { apiClient, markStale, newsKeys, videosKeys } from '@site/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePageRequest } from './post-draft.js';

const staleAfterWrite = { videos: videosKeys.staleAfterWrite, news: newsKeys.staleAfterWrite };

/** Posts to Videos or News; what shows that section (its area, the home feed, the admin's figures) is fetched again. */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ section, payload }: CreatePageRequest) =>
      apiClient.post(`/${section}`, payload, { fallbackMessage: 'Failed to create post' }),
    onSuccess: (_answer, { section }) => markStale(queryClient, staleAfterWrite[section]),
  });
}
