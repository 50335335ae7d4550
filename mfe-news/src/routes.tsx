// The module this remote exposes as './routes': the shell mounts it under /news/*.
import { LoadingState } from '@site/ui';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NewsDetailPage } from './features/news-detail/news-detail-page.js';
import { NewsListPage } from './features/news-list/news-list-page.js';
import './styles.css';

// The editor (and its form libraries) loads when it is opened, not with the news.
const CreatePostPage = lazy(() =>
  import('./features/create-post/create-post-page.js').then((m) => ({ default: m.CreatePostPage })),
);

export default function NewsRoutes() {
  return (
    <Routes>
      <Route index element={<NewsListPage />} />
      <Route
        path="create"
        element={
          <Suspense fallback={<LoadingState />}>
            <CreatePostPage initialSection="news" />
          </Suspense>
        }
      />
      <Route path=":id" element={<NewsDetailPage />} />
    </Routes>
  );
}
