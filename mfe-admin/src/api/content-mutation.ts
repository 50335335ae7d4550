import { useMutation, useQueryClient } from '@tanstack/react-query';

/** A change to a video or an article: every list of its domain (other areas' too) and the admin's figures come back from the server. */
export function useContentMutation<Variables, Answer>(domain: 'videos' | 'news', mutationFn: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: [domain] }), queryClient.invalidateQueries({ queryKey: ['admin'] })]),
  });
}
