import { apiClient, forumKeys } from '@site/api-client';
import type { ForumStats } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

export const forumStatsQuery = queryOptions({
  queryKey: forumKeys.stats,
  queryFn: () => apiClient.get<ForumStats>('/forum/stats', { fallbackMessage: 'Failed to load forum stats' }),
});
