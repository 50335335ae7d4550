import { adminKeys, apiClient } from '@site/api-client';
import type { AdminOverview } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/** The dashboard's figures, asked for again whenever they are shown: they follow what other areas and admins did. */
export const overviewQuery = queryOptions({
  queryKey: adminKeys.overview,
  queryFn: () => apiClient.get<AdminOverview>('/admin/overview', { fallbackMessage: 'Failed to load dashboard data' }),
  staleTime: 0,
});
