// The module this remote exposes as './routes': the shell mounts it under /videos/*.
import { Route, Routes } from 'react-router-dom';
import { VideoLibraryPage } from './features/library/video-library-page.js';
import './styles.css';

export default function VideosRoutes() {
  return (
    <Routes>
      <Route index element={<VideoLibraryPage />} />
    </Routes>
  );
}
