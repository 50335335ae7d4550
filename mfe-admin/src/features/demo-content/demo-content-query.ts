import { adminKeys, apiClient } from '@site/api-client';
import type { DemoContentCounts } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

export const demoContentQuery = queryOptions({
  queryKey: adminKeys.demoContent,
  queryFn: () =>
    apiClient.get<DemoContentCounts>('/admin/demo-content', { fallbackMessage: 'Failed to count the demo content' }),
  staleTime: 0,
});
