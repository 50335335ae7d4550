import { RequireAuth } from '@site/auth';
import { siteRoutes } from '@site/domain';
import { LoadingState } from '@site/ui';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { accountRoutes } from './features/account/account-routes.js';
import { notificationRoutes } from './features/notifications/notification-routes.js';
import { NotFoundPage } from './pages/not-found-page.js';
import { RemoteArea } from './remotes/remote-area.js';

// The shell's own pages load on demand, so an area's first view does not download them.
const HomePage = lazy(() => import('./pages/home-page.js').then((m) => ({ default: m.HomePage })));
const AboutPage = lazy(() => import('./pages/about-page.js').then((m) => ({ default: m.AboutPage })));
const DonatePage = lazy(() => import('./pages/donate-page.js').then((m) => ({ default: m.DonatePage })));

/**
 * The spec's route table: the shell owns the top level, each area's remote owns what is below
 * (`siteRoutes`, which the page server reads too).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/"
        element={
          <Suspense fallback={<LoadingState label="Loading..." />}>
            <HomePage />
          </Suspense>
        }
      />
      <Route
        path="/about"
        element={
          <Suspense fallback={<LoadingState />}>
            <AboutPage />
          </Suspense>
        }
      />
      <Route
        path="/donate"
        element={
          <Suspense fallback={<LoadingState />}>
            <DonatePage />
          </Suspense>
        }
      />
      {accountRoutes()}
      {notificationRoutes()}
      {siteRoutes.map(({ path, area, module, adminOnly }) => {
        // Keyed by area and module: each gets its own RemoteArea, so one failure never shadows the next.
        const remote = <RemoteArea key={`${area}-${module}`} area={area} module={module} />;
        return (
          <Route key={path} path={path} element={adminOnly ? <RequireAuth admin>{remote}</RequireAuth> : remote} />
        );
      })}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
