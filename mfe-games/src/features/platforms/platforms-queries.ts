import { apiClient, gamesKeys } from '@site/api-client';
import type { LightgunStats, Platform } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

export const platformsQuery = queryOptions({
  queryKey: gamesKeys.platforms,
  queryFn: () => apiClient.get<Platform[]>('/lightgun/platforms'),
});

export const statsQuery = queryOptions({
  queryKey: gamesKeys.stats,
  queryFn: () => apiClient.get<LightgunStats>('/lightgun/stats'),
});
