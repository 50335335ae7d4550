import { apiClient, gamesKeys } from '@site/api-client';
import type { PlatformWithGames, SetupFilter } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';
import { setupSearchParams } from '../../api/my-setup.js';

/**
 * A platform with its games, narrowed to those that work with `filter` when one is given; the name is matched whatever
 * its case.
 */
export const platformQuery = (name: string, filter: SetupFilter = {}) => {
  const platform = name.toLowerCase();
  const params = setupSearchParams(filter);
  return queryOptions({
    queryKey: gamesKeys.platform(platform, filter),
    queryFn: () =>
      apiClient.get<PlatformWithGames>(
        `/lightgun/platforms/${encodeURIComponent(name)}${params.size ? `?${params}` : ''}`,
      ),
    // A new setup keeps the platform's list (and the filter being used) on screen while it loads; another platform does
    // not.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === platform ? previous : undefined),
  });
};
