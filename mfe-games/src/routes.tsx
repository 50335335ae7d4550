// The module this remote exposes as './routes': the shell mounts it under /games/*.
import { Route, Routes } from 'react-router-dom';
import { PlatformsPage } from './features/platforms/platforms-page.js';
import './styles.css';

export default function GamesRoutes() {
  return (
    <Routes>
      <Route index element={<PlatformsPage />} />
    </Routes>
  );
}
