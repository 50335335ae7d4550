import { apiClient, gamesKeys, type GameSearchParams } from '@site/api-client';
import type { GameSearchPage } from '@site/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { paramsWithFilter } from '../../api/my-setup.js';

export const searchPageSize = 24;

/** One page of the catalogue across platforms, by title, ranked by a setup (slugs); the last page stays shown while the
 * next loads. */
export const gameSearchQuery = ({ q, page, sort, ...filter }: GameSearchParams) =>
  queryOptions({
    queryKey: gamesKeys.search({ q, page, sort, ...filter }),
    queryFn: () => {
      const params = paramsWithFilter(new URLSearchParams(), filter);
      if (q) params.set('q', q);
      params.set('sort', sort);
      params.set('page', String(page));
      params.set('limit', String(searchPageSize));
      return apiClient.get<GameSearchPage>(`/lightgun/games?${params}`, { fallbackMessage: 'Failed to search games' });
    },
    placeholderData: keepPreviousData,
  });
