import { apiClient, notificationsKeys, type NotificationPageParams } from '@site/api-client';
import type { NotificationPage, UnreadCount } from '@site/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** The bell's count: fetched again whenever the window regains focus (the stream may have been asleep with the tab). */
export const unreadCountQuery = () =>
  queryOptions({
    queryKey: notificationsKeys.unreadCount,
    queryFn: () =>
      apiClient.get<UnreadCount>('/notifications/unread-count', { fallbackMessage: 'Failed to load notifications' }),
    select: ({ unread_count }) => unread_count,
    refetchOnWindowFocus: 'always',
  });

/** One page of the member's notifications, newest first; the last page stays shown while the next loads. */
export const notificationPageQuery = ({ page, limit }: NotificationPageParams) =>
  queryOptions({
    queryKey: notificationsKeys.list({ page, limit }),
    queryFn: () =>
      apiClient.get<NotificationPage>(`/notifications?page=${page}&limit=${limit}`, {
        fallbackMessage: 'Failed to load notifications',
      }),
    placeholderData: keepPreviousData,
  });
