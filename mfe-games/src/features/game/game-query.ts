import { apiClient, gamesKeys } from '@site/api-client';
import type { Game, GameUpdateInput } from '@site/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gameQuery } from '../../hooks/use-report-platform.js';

const updateGame = ({ id, changes }: { id: number; changes: GameUpdateInput }) =>
  apiClient.patch<Game>(`/lightgun/games/${id}`, changes, { fallbackMessage: 'Unknown error' });

/** Saves an admin's edit: the page shows the answer at once. */
export function useUpdateGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGame,
    onSuccess: (game) => {
      queryClient.setQueryData(gameQuery(String(game.id)).queryKey, game);
      // Its platform, title or year may have changed: every list and count is fetched again.
      return queryClient.invalidateQueries({
        queryKey: gamesKeys.all,
        predicate: (query) => query.queryKey[1] !== 'game',
      });
    },
  });
}
