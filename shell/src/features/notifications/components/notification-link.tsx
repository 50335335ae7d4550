import type { Notification } from '@site/contracts';
import { RelativeTime } from '@site/ui';
import { Link } from 'react-router-dom';
import { useMarkRead } from '../api/mark-read.js';
import { notificationText } from './notification-text.js';

/**
 * One notification as a link to what it is about (the router opens it, so the forum area scrolls to the post); opening
 * an unread one marks it read. The bell's list and /notifications both show it.
 */
export function NotificationLink({ notification, onOpen }: { notification: Notification; onOpen?: () => void }) {
  const markRead = useMarkRead();
  const { id, read, excerpt, created_at, link } = notification;
  return (
    <Link
      to={link}
      onClick={() => {
        if (!read) markRead.mutate(id);
        onOpen?.();
      }}
      className={`flex gap-3 rounded-md px-3 py-2 text-sm hover:bg-surface-raised focus-visible:outline-2 focus-visible:outline-accent ${read ? 'text-muted' : 'text-text'}`}
    >
      <span
        aria-hidden="true"
        className={`mt-1.5 size-2 shrink-0 rounded-full ${read ? 'bg-transparent' : 'bg-accent'}`}
      />
      <span className="min-w-0 flex-1">
        {/* The spaces keep the link's accessible name in words: "Unread: Sam replied in ... 5 minutes ago". */}
        {!read && <span className="sr-only">Unread:</span>}{' '}
        <span className={read ? '' : 'font-semibold'}>{notificationText(notification)}</span>{' '}
        {excerpt && <span className="mt-0.5 line-clamp-2 block break-words text-muted">{excerpt}</span>}{' '}
        <RelativeTime value={created_at} className="mt-0.5 block text-xs text-muted" />
      </span>
    </Link>
  );
}
