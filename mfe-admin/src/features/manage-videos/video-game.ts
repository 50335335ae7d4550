import { apiClient, gamesKeys, markStale, videosKeys } from '@site/api-client';
import type { Game, GameSearchPage, Video, VideoGameLink } from '@site/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

/** How many catalogue games the picker offers for a search. */
const pickerSize = 8;

/** The catalogue by part of a title, for the picker; under the games' key, so any catalogue change refreshes it. */
export const gamePickerQuery = (text: string) =>
  queryOptions({
    queryKey: [...gamesKeys.all, 'video-game-picker', text],
    queryFn: () => apiClient.get<GameSearchPage>(`/lightgun/games?q=${encodeURIComponent(text)}&limit=${pickerSize}`),
    enabled: text.trim() !== '',
  });

/** The game a video is linked to, as its page reads it (the games area's cache entry). */
export const linkedGameQuery = (gameId: number) =>
  queryOptions({
    queryKey: gamesKeys.game(String(gameId)),
    queryFn: () => apiClient.get<Game>(`/lightgun/games/${gameId}`),
  });

/** Links or unlinks (null): the video's answers and the videos lists of the game it leaves and the one it joins. */
export function useSetVideoGame(video: Pick<Video, 'id' | 'game_id'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (gameId: number | null) =>
      apiClient.put<Video>(`/videos/${video.id}/game`, { game_id: gameId } satisfies VideoGameLink, {
        fallbackMessage: 'Failed to link the game',
      }),
    onSuccess: (_answer, gameId) =>
      markStale(queryClient, [
        ...videosKeys.staleAfterWrite,
        ...[video.game_id, gameId].flatMap((id) => (id === null ? [] : [gamesKeys.gameVideos(id)])),
      ]),
  });
}
