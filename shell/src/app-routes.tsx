import { LoadingState } from '@site/ui';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { accountRoutes } from './features/account/account-routes.js';
import { NotFoundPage } from './pages/not-found-page.js';
import { RemoteArea } from './remotes/remote-area.js';

// The shell's own pages load on demand, so an area's first view does not download them.
const HomePage = lazy(() => import('./pages/home-page.js').then((m) => ({ default: m.HomePage })));
const AboutPage = lazy(() => import('./pages/about-page.js').then((m) => ({ default: m.AboutPage })));
const DonatePage = lazy(() => import('./pages/donate-page.js').then((m) => ({ default: m.DonatePage })));

/** The spec's route table: the shell owns the top level, each area's remote owns what is below. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Suspense fallback={<LoadingState label="Loading..." />}><HomePage /></Suspense>} />
      <Route path="/about" element={<Suspense fallback={<LoadingState />}><AboutPage /></Suspense>} />
      <Route path="/donate" element={<Suspense fallback={<LoadingState />}><DonatePage /></Suspense>} />
      {accountRoutes()}
      <Route path="/videos/create" element={<RemoteArea key="videos-create" area="news" module="create-post" />} />
      <Route path="/videos/*" element={<RemoteArea key="videos" area="videos" />} />
      <Route path="/video/*" element={<RemoteArea key="videos" area="videos" />} />
      <Route path="/news/*" element={<RemoteArea key="news" area="news" />} />
      <Route path="/games/*" element={<RemoteArea key="games" area="games" />} />
      <Route path="/forum/*" element={<RemoteArea key="forum" area="forum" />} />
      <Route path="/admin/news/add" element={<RemoteArea key="admin-news-add" area="news" module="add-news" />} />
      <Route path="/admin/*" element={<RemoteArea key="admin" area="admin" />} />
      <Route path="/debug-admin" element={<RemoteArea key="admin-debug" area="admin" module="debug" />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
