// The module this remote exposes as './routes': the shell mounts it under /admin/*.
import { RequireAuth } from '@site/auth';
import { LoadingState, PageTitle } from '@site/ui';
import { lazy, Suspense } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { AdminNotFound } from './components/admin-not-found.js';
import { DashboardPage } from './features/dashboard/dashboard-page.js';
import { DemoContentCard } from './features/demo-content/demo-content-card.js';
import { SyncPanel } from './features/sync/sync-panel.js';
import './styles.css';

// The dashboard comes with the area; the other pages load when opened.
const ManageNewsPage = lazy(() =>
  import('./features/manage-news/manage-news-page.js').then((m) => ({ default: m.ManageNewsPage })),
);
const ManageVideosPage = lazy(() =>
  import('./features/manage-videos/manage-videos-page.js').then((m) => ({ default: m.ManageVideosPage })),
);
const GameProposalsPage = lazy(() =>
  import('./features/game-proposals/game-proposals-page.js').then((m) => ({ default: m.GameProposalsPage })),
);
const PreviewPage = lazy(() => import('./features/preview/preview-page.js').then((m) => ({ default: m.PreviewPage })));
const SetupOptionsPage = lazy(() =>
  import('./features/setup-options/setup-options-page.js').then((m) => ({ default: m.SetupOptionsPage })),
);

/** Every admin page is admin-only: a visitor goes to the login page, a member to the home page. */
function AdminOnly() {
  return (
    <RequireAuth admin>
      <Suspense fallback={<LoadingState label="Loading page..." />}>
        <Outlet />
      </Suspense>
    </RequireAuth>
  );
}

export default function AdminRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="dashboard" replace />} />
      <Route element={<AdminOnly />}>
        {/* Other features add their blocks under the dashboard here: a feature may not import another. */}
        <Route
          path="dashboard"
          element={
            <>
              <DashboardPage />
              <SyncPanel />
              <DemoContentCard />
            </>
          }
        />
        <Route path="videos" element={<ManageVideosPage />} />
        <Route path="game-proposals" element={<GameProposalsPage />} />
        <Route path="news" element={<ManageNewsPage />} />
        <Route path="setup-options" element={<SetupOptionsPage />} />
        <Route path="preview" element={<PreviewPage />} />
        <Route
          path="*"
          element={
            <>
              <PageTitle>Admin page not found</PageTitle>
              <AdminNotFound />
            </>
          }
        />
      </Route>
    </Routes>
  );
}
