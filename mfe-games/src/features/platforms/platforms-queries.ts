import { apiClient } from '@site/api-client';
import type { LightgunStats, Platform } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';
import { catalogueKey } from '../../api/catalogue-keys.js';

export const platformsQuery = queryOptions({
  queryKey: [...catalogueKey, 'platforms'],
  queryFn: () => apiClient.get<Platform[]>('/lightgun/platforms'),
});

export const statsQuery = queryOptions({
  queryKey: [...catalogueKey, 'stats'],
  queryFn: () => apiClient.get<LightgunStats>('/lightgun/stats'),
});
