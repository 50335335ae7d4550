import { PageTitle, Pagination, pageFromParams, paramsWithPage, QueryView } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { notificationPageQuery } from '../api/notification-queries.js';
import { MarkAllReadButton } from '../components/mark-all-read-button.js';
import { NotificationList } from '../components/notification-list.js';

const pageSize = 20;

/** /notifications: every notification of the signed-in member, newest first, a page at a time (RequireAuth first). */
export function NotificationsPage() {
  const [params, setParams] = useSearchParams();
  const page = pageFromParams(params);
  const notifications = useQuery(notificationPageQuery({ page, limit: pageSize }));
  const unread = notifications.data?.unread_count ?? 0;
  return (
    <div className="mx-auto my-8 w-full max-w-2xl space-y-4">
      <PageTitle>Notifications</PageTitle>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Notifications</h1>
          {unread > 0 && <p className="mt-1 text-sm text-muted">{unread} unread</p>}
        </div>
        <MarkAllReadButton unreadCount={unread} variant="secondary" />
      </header>
      <QueryView query={notifications} errorMessage="Failed to load notifications">
        {({ notifications: items, pagination }) => (
          <>
            <div className="rounded-lg border border-border bg-surface p-1">
              <NotificationList notifications={items} />
            </div>
            <Pagination
              page={pagination.page}
              totalPages={pagination.total_pages}
              label="Notification pages"
              onPageChange={(next) => setParams(paramsWithPage(params, next))}
            />
          </>
        )}
      </QueryView>
    </div>
  );
}
