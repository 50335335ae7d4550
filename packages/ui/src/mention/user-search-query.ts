import { apiClient } from '@site/api-client';
import type { UserSearchResult } from '@site/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** GET /api/users/search answers at most this many usernames. */
const maxSuggestions = 8;

/** Usernames starting with `term`, for the mention autocomplete; a term asked once is kept a minute. */
export const userSearchQuery = (term: string, enabled: boolean) =>
  queryOptions({
    queryKey: ['users', 'search', term.toLowerCase()],
    queryFn: ({ signal }) =>
      apiClient.get<UserSearchResult[]>(
        `/users/search?${new URLSearchParams({ q: term, limit: String(maxSuggestions) })}`,
        { fallbackMessage: 'Failed to search members', signal },
      ),
    enabled,
    staleTime: 60_000,
    // The last suggestions stay while the next keystroke's answer comes.
    placeholderData: keepPreviousData,
    select: (users) => users.slice(0, maxSuggestions),
  });
