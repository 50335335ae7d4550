import { apiClient, markStale, notificationsKeys } from '@site/api-client';
import type { NotificationPage, UnreadCount } from '@site/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

const markRead = (id: number) =>
  apiClient.post<UnreadCount>(`/notifications/${id}/read`, undefined, {
    fallbackMessage: 'Failed to mark the notification read',
  });

const markAllRead = () =>
  apiClient.post<UnreadCount>('/notifications/read-all', undefined, { fallbackMessage: 'Failed to mark all read' });

/** Shows the answer's count at once and the lists as read (`id`, or all), then has the lists confirmed by the API. */
function settle(queryClient: QueryClient, { unread_count }: UnreadCount, id?: number) {
  queryClient.setQueryData<UnreadCount>(notificationsKeys.unreadCount, { unread_count });
  queryClient.setQueriesData<NotificationPage>({ queryKey: notificationsKeys.lists }, (page) =>
    page
      ? {
          ...page,
          unread_count,
          notifications: page.notifications.map((n) => (id === undefined || n.id === id ? { ...n, read: true } : n)),
        }
      : page,
  );
  return markStale(queryClient, [notificationsKeys.lists]);
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: (count, id) => settle(queryClient, count, id),
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllRead,
    onSuccess: (count) => settle(queryClient, count),
  });
}
