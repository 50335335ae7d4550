import { markStale, newsKeys, videosKeys } from '@site/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * What a write to a video or an article makes stale, as the owning area publishes it: its answers (other areas' too),
 * the home feed, the admin's figures.
 */
export const staleAfterWrite = { videos: videosKeys.staleAfterWrite, news: newsKeys.staleAfterWrite };

/** A change to a video or an article: what shows it comes back from the server before the mutation settles. */
export function useContentMutation<Variables, Answer>(
  domain: 'videos' | 'news',
  mutationFn: (variables: Variables) => Promise<Answer>,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => markStale(queryClient, staleAfterWrite[domain]) });
}
