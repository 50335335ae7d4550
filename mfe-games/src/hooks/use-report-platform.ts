import { apiClient, gamesKeys } from '@site/api-client';
import type { Game } from '@site/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** A game by the id its address holds: the game page's query, which the report form shares from the cache. */
export const gameQuery = (id: string) =>
  queryOptions({
    queryKey: gamesKeys.game(id),
    queryFn: () => apiClient.get<Game>(`/lightgun/games/${encodeURIComponent(id)}`),
  });

/** The platform of the game whose page is open (its id and name): reports are filed for the setups it allows. */
export const useReportPlatform = (gameId: number) =>
  useQuery({ ...gameQuery(String(gameId)), select: (game) => ({ id: game.platform_id, name: game.platform }) });
