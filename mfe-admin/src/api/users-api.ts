import { apiClient } from '@site/api-client';
import type { MessageResponse, RoleChangeRequest, User } from '@site/contracts';

export const usersApi = {
  list: () => apiClient.get<User[]>('/auth/users', { fallbackMessage: 'Failed to load users' }),
  remove: (id: number) => apiClient.delete<MessageResponse>(`/auth/users/${id}`, { fallbackMessage: 'Failed to delete user' }),
  setRole: (id: number, role: RoleChangeRequest['role']) =>
    apiClient.patch<User>(`/auth/users/${id}/role`, { role } satisfies RoleChangeRequest, { fallbackMessage: 'Failed to change role' }),
};
