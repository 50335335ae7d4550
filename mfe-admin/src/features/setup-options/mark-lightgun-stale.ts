import { gamesKeys } from '@site/api-client';
import { useQueryClient } from '@tanstack/react-query';

/**
 * After a change: the options and everything of the catalogue that names them (reports, filters) come back from the
 * server.
 */
export function useMarkLightgunStale() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: gamesKeys.all });
}
