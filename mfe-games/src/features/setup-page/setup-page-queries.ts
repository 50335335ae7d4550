import { apiClient, gamesKeys } from '@site/api-client';
import type { SetupLinks, SetupPage } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/** The best games for a setup (slugs; no way of playing: any). */
export const setupPageQuery = (gun: string, display: string, play: string | null) =>
  queryOptions({
    queryKey: gamesKeys.setupPage(gun, display, play),
    queryFn: () =>
      apiClient.get<SetupPage>(
        `/lightgun/setups/${encodeURIComponent(gun)}/${encodeURIComponent(display)}${
          play ? `?${new URLSearchParams({ play })}` : ''
        }`,
        { fallbackMessage: 'Failed to load the games for this setup' },
      ),
  });

/** Every gun and display pair with reports, most reported first. */
export const setupLinksQuery = queryOptions({
  queryKey: gamesKeys.setupLinks,
  queryFn: () => apiClient.get<SetupLinks>('/lightgun/setups'),
});
