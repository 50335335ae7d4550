import { apiClient } from '@site/api-client';
import type { RoleChangeRequest, User } from '@site/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeCachedUsers } from './users-query.js';

/** The new role shows in the user list at once, from the server's answer. */
export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: number; role: RoleChangeRequest['role'] }) =>
      apiClient.patch<User>(`/auth/users/${id}/role`, { role } satisfies RoleChangeRequest, {
        fallbackMessage: 'Failed to change role',
      }),
    onSuccess: (updated) =>
      changeCachedUsers(queryClient, (users) => users.map((user) => (user.id === updated.id ? updated : user))),
  });
}
