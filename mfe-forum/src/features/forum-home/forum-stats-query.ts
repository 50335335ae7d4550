import { apiClient } from '@site/api-client';
import type { ForumStats } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';
import { forumKeys } from '../../api/forum-keys.js';

export const forumStatsQuery = queryOptions({
  queryKey: forumKeys.stats,
  queryFn: () => apiClient.get<ForumStats>('/forum/stats', { fallbackMessage: 'Failed to load forum stats' }),
});
