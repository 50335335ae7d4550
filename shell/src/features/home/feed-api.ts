import { apiClient } from '@site/api-client';
import type { FeedResponse } from '@site/contracts';

/** Spec section 9: 10 items a page (the server pages; the client only asks). */
export const feedPageSize = 10;

/** GET /api/feed?page=N: the latest videos, news and forum threads, 'Welcome!' first. */
export const fetchFeedPage = (page: number, signal?: AbortSignal) =>
  apiClient.get<FeedResponse>(`/feed?page=${page}`, { signal, fallbackMessage: 'Failed to load the latest content' });
