import { RequireAuth } from '@site/auth';
import { LoadingState } from '@site/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { Route } from 'react-router-dom';

// Both pages load on demand, so no other page downloads them.
const NotificationsPage = lazy(() =>
  import('./page/notifications-page.js').then((m) => ({ default: m.NotificationsPage })),
);
const UnsubscribePage = lazy(() =>
  import('./unsubscribe/unsubscribe-page.js').then((m) => ({ default: m.UnsubscribePage })),
);

const suspended = (page: ReactNode) => <Suspense fallback={<LoadingState />}>{page}</Suspense>;

/** The member's notifications (login first) and the mails' public unsubscribe page; <Route>s for the shell's table. */
export function notificationRoutes() {
  return [
    <Route
      key="/notifications"
      path="/notifications"
      element={<RequireAuth>{suspended(<NotificationsPage />)}</RequireAuth>}
    />,
    <Route key="/unsubscribe" path="/unsubscribe" element={suspended(<UnsubscribePage />)} />,
  ];
}
