// The module this remote exposes as './routes': the shell mounts it under /forum/*.
import { EmptyState, PageTitle } from '@site/ui';
import { Route, Routes } from 'react-router-dom';
import { BackLink } from './components/back-link.js';
import { CategoryPage } from './features/category/category-page.js';
import { ForumAuthPage } from './features/forum-auth/forum-auth-page.js';
import { ForumHomePage } from './features/forum-home/forum-home-page.js';
import { ThreadPage } from './features/thread/thread-page.js';
import './styles.css';

export default function ForumRoutes() {
  return (
    <Routes>
      <Route index element={<ForumHomePage />} />
      <Route path="category/:categoryId" element={<CategoryPage />} />
      <Route path="category/:categoryId/thread/:threadId" element={<ThreadPage />} />
      <Route path="thread/:threadId" element={<ThreadPage />} />
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
  );
}
