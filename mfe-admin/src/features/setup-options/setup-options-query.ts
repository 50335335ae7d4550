import { apiClient, gamesKeys } from '@site/api-client';
import type { SetupOptions } from '@site/contracts';
import { queryOptions, useQueryClient } from '@tanstack/react-query';

// Under the games area's published key: its report forms and setup filters show the same options.
export const setupOptionsQuery = queryOptions({
  queryKey: gamesKeys.setupOptions,
  queryFn: () => apiClient.get<SetupOptions>('/lightgun/setup-options', { fallbackMessage: 'Failed to load the setup options' }),
});

/** After a change: the options and everything of the catalogue that names them (reports, filters) come back from the server. */
export function useMarkLightgunStale() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: gamesKeys.all });
}
