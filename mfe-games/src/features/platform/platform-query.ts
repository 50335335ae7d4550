import { apiClient, gamesKeys } from '@site/api-client';
import type { GameSort, PlatformWithGames, SetupFilter } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';
import { paramsWithFilter } from '../../api/my-setup.js';

/**
 * A platform with all its games, ranked by `filter` (slugs) when one is given and ordered by `sort`; the name is
 * matched whatever its case.
 */
export const platformQuery = (name: string, filter: SetupFilter = {}, sort: GameSort = 'tier') => {
  const platform = name.toLowerCase();
  const params = paramsWithFilter(new URLSearchParams({ sort }), filter);
  return queryOptions({
    queryKey: gamesKeys.platform(platform, filter, sort),
    queryFn: () => apiClient.get<PlatformWithGames>(`/lightgun/platforms/${encodeURIComponent(name)}?${params}`),
    // Another setup or order keeps the platform's list (and the controls being used) on screen while it loads; another
    // platform does not.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === platform ? previous : undefined),
  });
};
