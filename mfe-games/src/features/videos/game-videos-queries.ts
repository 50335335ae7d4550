import { apiClient, gamesKeys, markStale, videosKeys } from '@site/api-client';
import type { Video, VideoGameLink, VideoListResponse, VideoSearchResponse } from '@site/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

/** How many of a game's videos its page shows. */
export const gameVideosLimit = 12;

/** The channel's published videos of the game, newest first. */
export const gameVideosQuery = (gameId: number) =>
  queryOptions({
    queryKey: gamesKeys.gameVideos(gameId),
    queryFn: () => apiClient.get<VideoListResponse>(`/videos?game_id=${gameId}&limit=${gameVideosLimit}`),
  });

/** The library's search, as the videos area asks it (the admin's picker reads the same cache). */
export const videoSearchQuery = (text: string) =>
  queryOptions({
    queryKey: videosKeys.search(text),
    queryFn: () => apiClient.get<VideoSearchResponse>(`/videos/search?q=${encodeURIComponent(text)}`),
    enabled: text.trim() !== '',
  });

/** An admin links a video to this game: the game's list and every videos answer change. */
export function useLinkVideo(gameId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (videoId: number) =>
      apiClient.put<Video>(`/videos/${videoId}/game`, { game_id: gameId } satisfies VideoGameLink, {
        fallbackMessage: 'Failed to link the video',
      }),
    onSuccess: () => markStale(queryClient, [gamesKeys.gameVideos(gameId), ...videosKeys.staleAfterWrite]),
  });
}
