// The module this remote exposes as './routes': the shell mounts it under /forum/*.
import { Route, Routes } from 'react-router-dom';
import { ForumHomePage } from './features/forum-home/forum-home-page.js';
import './styles.css';

export default function ForumRoutes() {
  return (
    <Routes>
      <Route index element={<ForumHomePage />} />
    </Routes>
  );
}
