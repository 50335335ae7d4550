import { apiClient } from '@site/api-client';
import type { MessageResponse } from '@site/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { overviewQuery } from '../../../api/overview-query.js';
import { changeCachedUsers, markUsersStale } from './users-query.js';

/** A deleted account leaves the list at once; the dashboard's user count comes back from the server. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiClient.delete<MessageResponse>(`/auth/users/${id}`, { fallbackMessage: 'Failed to delete user' }),
    onSuccess: (_answer, id) => {
      changeCachedUsers(queryClient, (users) => users.filter((user) => user.id !== id));
      void markUsersStale(queryClient);
      void queryClient.invalidateQueries({ queryKey: overviewQuery.queryKey });
    },
  });
}
