// The module this remote exposes as './routes': the shell mounts it under /games/*.
import { Route, Routes } from 'react-router-dom';
import { GamePage } from './features/game/game-page.js';
import { PlatformPage } from './features/platform/platform-page.js';
import { PlatformsPage } from './features/platforms/platforms-page.js';
import './styles.css';

export default function GamesRoutes() {
  return (
    <Routes>
      <Route index element={<PlatformsPage />} />
      <Route path="platform/:platformName" element={<PlatformPage />} />
      <Route path=":gameId" element={<GamePage />} />
    </Routes>
  );
}
