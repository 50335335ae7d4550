import { QueryClient } from '@tanstack/react-query';
import { isNetworkError } from './api-error.js';

/**
 * The site's one server-state cache (the shell makes it and shares it with every area; a remote
 * running alone makes its own). Answers stay fresh for 30 s, so moving between areas shows
 * cached data at once; only a request that never reached the API is tried again, once: a 4xx or
 * 5xx answer is the answer, shown with its Retry.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => failures < 1 && isNetworkError(error),
        retryDelay: 500,
      },
      mutations: { retry: false },
    },
  });
}
