import { apiClient } from '@site/api-client';
import type { ForumCategoryWithThreads } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';
import { forumKeys } from '../../api/forum-keys.js';

export const categoriesQuery = queryOptions({
  queryKey: forumKeys.categories,
  queryFn: () => apiClient.get<ForumCategoryWithThreads[]>('/forum/categories', { fallbackMessage: 'Failed to load categories' }),
});
