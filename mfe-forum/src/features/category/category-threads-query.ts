import { apiClient } from '@site/api-client';
import type { ForumThreadListResponse, ForumThreadSort } from '@site/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { forumKeys } from '../../api/forum-keys.js';

const categoryThreads = (categoryId: string, sort: ForumThreadSort) =>
  apiClient.get<ForumThreadListResponse>(`/forum/categories/${encodeURIComponent(categoryId)}/threads?sort=${sort}`, {
    fallbackMessage: 'Failed to load threads',
  });

/** A category (its header) and its threads in one order; while another order loads, the last list stays. */
export const categoryThreadsQuery = (categoryId: string, sort: ForumThreadSort) =>
  queryOptions({
    queryKey: [...forumKeys.category(categoryId), { sort }],
    queryFn: () => categoryThreads(categoryId, sort),
    placeholderData: keepPreviousData,
  });
