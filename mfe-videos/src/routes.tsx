// The module this remote exposes as './routes': the shell mounts it under /videos/* and /video/*.
import { Route, Routes } from 'react-router-dom';
import { VideoDetailPage } from './features/detail/video-detail-page.js';
import { VideoLibraryPage } from './features/library/video-library-page.js';
import './styles.css';

export default function VideosRoutes() {
  return (
    <Routes>
      <Route index element={<VideoLibraryPage />} />
      <Route path=":id" element={<VideoDetailPage />} />
    </Routes>
  );
}
