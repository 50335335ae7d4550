import { apiClient, gamesKeys, markStale, videosKeys } from '@site/api-client';
import type { VideoGameProposal, VideoGameProposals } from '@site/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

/** Under the videos' key: a sync (which makes every videos answer stale) brings the new proposals in. */
const proposalsKey = [...videosKeys.all, 'game-proposals'];

export const gameProposalsQuery = queryOptions({
  queryKey: proposalsKey,
  queryFn: () => apiClient.get<VideoGameProposals>('/videos/game-proposals'),
});

type Answer = 'accept' | 'dismiss';

const failures: Record<Answer, string> = {
  accept: 'Failed to link the video',
  dismiss: 'Failed to dismiss the proposal',
};

/**
 * The admin's answer to a proposal. Accepting links the video: its page, the game's videos and every videos answer
 * change (the proposals among them); dismissing changes only the proposals.
 */
export function useAnswerProposal(answer: Answer) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ video, game }: VideoGameProposal) =>
      apiClient.post<void>(`/videos/game-proposals/${video.id}/${game.id}/${answer}`, undefined, {
        fallbackMessage: failures[answer],
      }),
    onSuccess: (_answer, { game }) =>
      markStale(
        queryClient,
        answer === 'accept' ? [gamesKeys.gameVideos(game.id), ...videosKeys.staleAfterWrite] : [proposalsKey],
      ),
  });
}
