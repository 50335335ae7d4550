import { apiClient, forumKeys } from '@site/api-client';
import type { ForumThreadFeedResponse } from '@site/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export type ThreadFeedKind = 'new' | 'unread';

/** A page of the member's new (never opened) or unread (posts since last read) threads. */
export const threadFeedQuery = (kind: ThreadFeedKind, page: number) =>
  queryOptions({
    queryKey: forumKeys.feed(kind, page),
    queryFn: ({ signal }) =>
      apiClient.get<ForumThreadFeedResponse>(`/forum/threads/${kind}?page=${page}`, {
        fallbackMessage: kind === 'new' ? 'Failed to load new threads' : 'Failed to load unread threads',
        signal,
      }),
    placeholderData: keepPreviousData,
  });
