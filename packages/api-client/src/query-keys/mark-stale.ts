import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Marks the answers under each key stale: the shown ones are fetched again now (the promise settles
 * when they are back), the others when next shown. Keys come from the areas' factories, never typed.
 */
export function markStale(queryClient: QueryClient, keys: ReadonlyArray<QueryKey>): Promise<void> {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}
