// The module this remote exposes as './routes': the shell mounts it under /news/*.
import { Route, Routes } from 'react-router-dom';
import { NewsListPage } from './features/news-list/news-list-page.js';
import './styles.css';

export default function NewsRoutes() {
  return (
    <Routes>
      <Route index element={<NewsListPage />} />
    </Routes>
  );
}
