import { QueryView } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { notificationPageQuery } from '../api/notification-queries.js';
import { MarkAllReadButton } from '../components/mark-all-read-button.js';
import { NotificationList } from '../components/notification-list.js';
import { moveFocusWithArrows } from './roving-focus.js';

/** How many of the latest the bell lists; the rest are on /notifications. */
const bellLimit = 8;

/** The bell's list: the latest notifications, Mark all read and See all. Loaded when the bell first opens. */
export function BellPanel({ id, unreadCount, onClose }: { id: string; unreadCount: number; onClose(): void }) {
  const latest = useQuery(notificationPageQuery({ page: 1, limit: bellLimit }));
  return (
    <div
      id={id}
      role="region"
      aria-label="Latest notifications"
      onKeyDown={moveFocusWithArrows}
      className="fixed inset-x-2 top-16 z-40 rounded-lg border border-border bg-surface shadow-xl sm:absolute sm:inset-x-auto sm:right-0 sm:top-full sm:mt-2 sm:w-96"
    >
      <div className="flex items-center justify-between gap-2 border-b border-border px-3 py-2">
        <h2 className="text-sm font-bold">Notifications</h2>
        <MarkAllReadButton unreadCount={unreadCount} variant="ghost" />
      </div>
      <div className="max-h-[60vh] overflow-y-auto p-1">
        <QueryView query={latest} errorMessage="Failed to load notifications">
          {({ notifications }) => <NotificationList notifications={notifications} onOpen={onClose} />}
        </QueryView>
      </div>
      <Link
        to="/notifications"
        onClick={onClose}
        className="block border-t border-border px-3 py-2 text-center text-sm font-medium text-accent hover:underline"
      >
        See all
      </Link>
    </div>
  );
}
