import { apiClient, feedKeys, forumKeys, gamesKeys, markStale } from '@site/api-client';
import type { GameDiscussion, GameThreadPage } from '@site/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

/** The forum threads tied to a game, latest activity first. */
export const gameThreadsQuery = (gameId: number) =>
  queryOptions({
    queryKey: gamesKeys.threads(gameId),
    queryFn: () => apiClient.get<GameThreadPage>(`/lightgun/games/${gameId}/threads?limit=20`),
  });

/**
 * The game's thread in the forum's Game Discussion category, created on first use: a new thread is in the game's list,
 * the forum and the home feed.
 */
export function useStartDiscussion(gameId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiClient.post<GameDiscussion>(`/lightgun/games/${gameId}/discussion`, undefined, {
        fallbackMessage: 'Failed to open the discussion',
      }),
    onSuccess: (discussion) => {
      if (discussion.created) void markStale(queryClient, [gamesKeys.threads(gameId), forumKeys.all, feedKeys.all]);
    },
  });
}
