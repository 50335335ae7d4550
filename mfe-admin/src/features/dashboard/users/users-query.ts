import { apiClient, type ListPage } from '@site/api-client';
import type { User } from '@site/contracts';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';

const usersKey = ['users', 'list'];

/**
 * One page of accounts, optionally those whose username or display name holds `q`; the last page stays shown while the
 * next loads.
 */
export const usersQuery = (page: number, q: string) =>
  queryOptions({
    queryKey: [...usersKey, { page, q }],
    queryFn: () => {
      const params = new URLSearchParams({ page: String(page) });
      if (q) params.set('q', q);
      return apiClient.getPage<User>(`/auth/users?${params}`, { fallbackMessage: 'Failed to load users' });
    },
    placeholderData: keepPreviousData,
  });

/** Puts what the API confirmed (a new role, a deletion) into every cached page of the list. */
export function changeCachedUsers(queryClient: QueryClient, change: (users: User[]) => User[]) {
  queryClient.setQueriesData<ListPage<User>>(
    { queryKey: usersKey },
    (page) => page && { ...page, items: change(page.items) },
  );
}

/** Marks every page stale: a deletion moves the accounts after it up a page. */
export const markUsersStale = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: usersKey });
