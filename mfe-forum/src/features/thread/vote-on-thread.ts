import { apiClient, forumKeys, markStale } from '@site/api-client';
import type { ForumVoteResponse, ForumVoteType } from '@site/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeCachedThread, type ThreadRef } from './thread-query.js';

const vote = (threadId: number, voteType: ForumVoteType) =>
  apiClient.post<ForumVoteResponse>(
    `/forum/threads/${threadId}/vote`,
    { vote_type: voteType },
    { fallbackMessage: 'Failed to vote' },
  );

/**
 * An upvote or downvote (the same again takes it back): the count and the member's own vote as the API answers them.
 */
export function useVoteOnThread(thread: ThreadRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (voteType: ForumVoteType) => vote(thread.id, voteType),
    onSuccess: (result) => {
      changeCachedThread(queryClient, thread.id, (cached) => ({ ...cached, ...result }));
      markStale(queryClient, forumKeys.listingThread(thread.category_id));
    },
  });
}
