import { apiClient, feedKeys } from '@site/api-client';
import type { FeedResponse } from '@site/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** Spec section 9: 10 items a page (the server pages; the client only asks). */
export const feedPageSize = 10;

/**
 * GET /api/feed?page=N: the latest videos, news and forum threads, 'Welcome!' first. While the next page loads, the
 * last one stays
 * on screen. Under the published `feedKeys`: the writes that change it (in the videos, news, forum, games and admin
 * areas) mark it stale.
 */
export const feedPageQuery = (page: number) =>
  queryOptions({
    queryKey: feedKeys.page(page),
    queryFn: ({ signal }) =>
      apiClient.get<FeedResponse>(`/feed?page=${page}`, {
        signal,
        fallbackMessage: 'Failed to load the latest content',
      }),
    placeholderData: keepPreviousData,
  });
