import { apiClient, gamesKeys } from '@site/api-client';
import type { GameSearchPage, SetupFilter } from '@site/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { setupSearchParams } from '../../api/my-setup.js';

export const searchPageSize = 24;

/** One page of the catalogue across platforms, by title and setup; the last page stays shown while the next loads. */
export const gameSearchQuery = ({ q, filter, page }: { q: string; filter: SetupFilter; page: number }) =>
  queryOptions({
    queryKey: gamesKeys.search({ q, ...filter, page }),
    queryFn: () => {
      const params = setupSearchParams(filter);
      if (q) params.set('q', q);
      params.set('page', String(page));
      params.set('limit', String(searchPageSize));
      return apiClient.get<GameSearchPage>(`/lightgun/games?${params}`, { fallbackMessage: 'Failed to search games' });
    },
    placeholderData: keepPreviousData,
  });
