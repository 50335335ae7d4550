import { markStale, notificationsKeys } from '@site/api-client';
import type { UnreadCount } from '@site/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Keeps the bell's count live while a member is signed in: the stream client loads on demand (never for a visitor),
 * and stops when the token changes or the bell goes (logout).
 */
export function useUnreadStream(token: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    const onCount = (unread_count: number) => {
      const shown = queryClient.getQueryData<UnreadCount>(notificationsKeys.unreadCount);
      queryClient.setQueryData<UnreadCount>(notificationsKeys.unreadCount, { unread_count });
      // A new notification (or one read elsewhere): the open lists follow.
      if (shown?.unread_count !== unread_count) void markStale(queryClient, [notificationsKeys.lists]);
    };
    const onReconnect = () => void markStale(queryClient, [notificationsKeys.unreadCount, notificationsKeys.lists]);
    // Without the stream (its chunk failed to load) the count still follows focus and each mark-read.
    import('./follow-unread-count.js')
      .then(({ followUnreadCount }) => followUnreadCount({ token, signal: controller.signal, onCount, onReconnect }))
      .catch(() => {});
    return () => controller.abort();
  }, [token, queryClient]);
}
