import { apiClient, gamesKeys } from '@site/api-client';
import type { MessageResponse } from '@site/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

const deleteGame = (id: number) =>
  apiClient.delete<MessageResponse>(`/lightgun/games/${id}`, { fallbackMessage: 'Failed to delete game' });

/** Deletes a game (admin); every list, count and copy of it is fetched again. */
export function useDeleteGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGame,
    // Not awaited: the page that deleted may leave at once; a cached copy of the game refetches
    // when it is next shown, and its 404 then reads 'not found'.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: gamesKeys.all }),
  });
}
