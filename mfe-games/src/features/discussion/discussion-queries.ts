import { apiClient, feedKeys, forumKeys, gamesKeys, markStale } from '@site/api-client';
import type { GameDiscussion, GameDiscussionInput, GameDiscussionLookup, GameThreadPage } from '@site/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

/** The forum threads tied to a game, latest activity first. */
export const gameThreadsQuery = (gameId: number) =>
  queryOptions({
    queryKey: gamesKeys.threads(gameId),
    queryFn: () => apiClient.get<GameThreadPage>(`/lightgun/games/${gameId}/threads?limit=20`),
  });

/** The game's thread in Game Discussion, or null while nobody has opened it. */
export const discussionQuery = (gameId: number) =>
  queryOptions({
    queryKey: gamesKeys.discussion(gameId),
    queryFn: () => apiClient.get<GameDiscussionLookup>(`/lightgun/games/${gameId}/discussion`),
  });

/**
 * Opens the game's thread with the member's own first post; when someone opened it meanwhile the text is a reply there.
 * Either way the thread, the game's lists, the forum and the home feed have changed.
 */
export function useDiscuss(gameId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GameDiscussionInput) =>
      apiClient.post<GameDiscussion>(`/lightgun/games/${gameId}/discussion`, input, {
        fallbackMessage: 'Failed to start the discussion',
      }),
    onSuccess: () =>
      markStale(queryClient, [gamesKeys.discussion(gameId), gamesKeys.threads(gameId), forumKeys.all, feedKeys.all]),
  });
}
