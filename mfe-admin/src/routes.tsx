// The module this remote exposes as './routes': the shell mounts it under /admin/*.
import { RequireAuth } from '@site/auth';
import { PageTitle } from '@site/ui';
import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { AdminNotFound } from './components/admin-not-found.js';
import { AddVideoPage } from './features/add-video/add-video-page.js';
import { DashboardPage } from './features/dashboard/dashboard-page.js';
import { ManageNewsPage } from './features/manage-news/manage-news-page.js';
import { ManageVideosPage } from './features/manage-videos/manage-videos-page.js';
import './styles.css';

/** Every admin page is admin-only: a visitor goes to the login page, a member to the home page. */
function AdminOnly() {
  return (
    <RequireAuth admin>
      <Outlet />
    </RequireAuth>
  );
}

export default function AdminRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="dashboard" replace />} />
      <Route element={<AdminOnly />}>
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="videos" element={<ManageVideosPage />} />
        <Route path="videos/add" element={<AddVideoPage />} />
        <Route path="news" element={<ManageNewsPage />} />
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
