import type { Notification } from '@site/contracts';
import { EmptyState } from '@site/ui';
import { NotificationLink } from './notification-link.js';

/** Notifications newest first, or 'No notifications yet'. */
export function NotificationList({ notifications, onOpen }: { notifications: Notification[]; onOpen?: () => void }) {
  if (notifications.length === 0)
    return <EmptyState title="No notifications yet" hint="Replies, mentions and news about your posts appear here." />;
  return (
    <ul className="divide-y divide-border">
      {notifications.map((notification) => (
        <li key={notification.id}>
          <NotificationLink notification={notification} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}
