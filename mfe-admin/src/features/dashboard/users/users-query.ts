import { apiClient } from '@site/api-client';
import type { User } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

export const usersQuery = queryOptions({
  queryKey: ['users', 'list'],
  queryFn: () => apiClient.get<User[]>('/auth/users', { fallbackMessage: 'Failed to load users' }),
});
