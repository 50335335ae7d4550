import { apiClient, forumKeys } from '@site/api-client';
import type { ForumThreadListResponse, ForumThreadSort } from '@site/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

const categoryThreads = (categoryId: string, sort: ForumThreadSort, page: number) =>
  apiClient.get<ForumThreadListResponse>(
    `/forum/categories/${encodeURIComponent(categoryId)}/threads?sort=${sort}&page=${page}`,
    {
      fallbackMessage: 'Failed to load threads',
    },
  );

/**
 * A category (its header) and one page of its threads in one order; while another page or order loads, the last stays.
 */
export const categoryThreadsQuery = (categoryId: string, sort: ForumThreadSort, page: number) =>
  queryOptions({
    queryKey: [...forumKeys.category(categoryId), { sort, page }],
    queryFn: () => categoryThreads(categoryId, sort, page),
    placeholderData: keepPreviousData,
  });
