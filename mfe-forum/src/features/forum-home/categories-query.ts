import { apiClient, forumKeys } from '@site/api-client';
import type { ForumCategoryWithThreads } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

export const categoriesQuery = queryOptions({
  queryKey: forumKeys.categories,
  queryFn: () =>
    apiClient.get<ForumCategoryWithThreads[]>('/forum/categories', { fallbackMessage: 'Failed to load categories' }),
});
