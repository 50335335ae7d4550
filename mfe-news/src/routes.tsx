// The module this remote exposes as './routes': the shell mounts it under /news/*.
import { Route, Routes } from 'react-router-dom';
import { CreatePostPage } from './features/create-post/create-post-page.js';
import { NewsDetailPage } from './features/news-detail/news-detail-page.js';
import { NewsListPage } from './features/news-list/news-list-page.js';
import './styles.css';

export default function NewsRoutes() {
  return (
    <Routes>
      <Route index element={<NewsListPage />} />
      <Route path="create" element={<CreatePostPage initialSection="news" />} />
      <Route path=":id" element={<NewsDetailPage />} />
    </Routes>
  );
}
