// The module this remote exposes as './routes': the shell mounts it under /forum/*.
import { EmptyState, LoadingState, PageTitle } from '@site/ui';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { BackLink } from './components/back-link.js';
import { ForumHomePage } from './features/forum-home/forum-home-page.js';
import { ThreadPage } from './features/thread/thread-page.js';
import './styles.css';

// The home and thread pages come with the area (a thread is what links share); the category, feed and
// sign-in pages load when opened, so the area's first view stays small.
const CategoryPage = lazy(() =>
  import('./features/category/category-page.js').then((m) => ({ default: m.CategoryPage })),
);
const ThreadFeedPage = lazy(() =>
  import('./features/feeds/thread-feed-page.js').then((m) => ({ default: m.ThreadFeedPage })),
);
const ForumAuthPage = lazy(() =>
  import('./features/forum-auth/forum-auth-page.js').then((m) => ({ default: m.ForumAuthPage })),
);

export default function ForumRoutes() {
  return (
    <Suspense fallback={<LoadingState label="Loading page..." />}>
      <Routes>
        <Route index element={<ForumHomePage />} />
        <Route path="category/:categoryId" element={<CategoryPage />} />
        <Route path="category/:categoryId/thread/:threadId" element={<ThreadPage />} />
        <Route path="thread/:threadId" element={<ThreadPage />} />
        <Route path="new" element={<ThreadFeedPage key="new" kind="new" />} />
        <Route path="unread" element={<ThreadFeedPage key="unread" kind="unread" />} />
        {/* Keyed: moving between these routes starts the card afresh in its own mode. */}
        <Route path="auth" element={<ForumAuthPage key="auth" initialMode="login" />} />
        <Route path="login" element={<ForumAuthPage key="login" initialMode="login" />} />
        <Route path="register" element={<ForumAuthPage key="register" initialMode="signup" />} />
        <Route
          path="*"
          element={
            <section className="space-y-6">
              <PageTitle>Page not found</PageTitle>
              <BackLink to="/forum">Back to Forum</BackLink>
              <EmptyState title="Page not found" hint="This forum page does not exist." />
            </section>
          }
        />
      </Routes>
    </Suspense>
  );
}
