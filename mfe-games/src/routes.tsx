// The module this remote exposes as './routes': the shell mounts it under /games/*. Pages that show
// another feature's parts (the setup filter, a game's compatibility and discussions) get them here.
import { LoadingState } from '@site/ui';
import { lazy, Suspense } from 'react';
import { Outlet, Route, Routes } from 'react-router-dom';
import { GamePage, type GameSections } from './features/game/game-page.js';
import { PlatformPage } from './features/platform/platform-page.js';
import { PlatformsPage } from './features/platforms/platforms-page.js';
import { CatalogueSearch } from './features/setup-filter/catalogue-search.js';
import { SetupChip } from './features/setup-filter/setup-chip.js';
import { SetupFilterForm } from './features/setup-filter/setup-filter-form.js';
import { SetupLinksSection } from './features/setup-page/setup-links.js';
import { SetupPage } from './features/setup-page/setup-page.js';
import './styles.css';

const GameSectionsView = lazy(() => import('./game-sections.js'));

const gameSections: GameSections = (game) => (
  <Suspense fallback={<LoadingState label="Loading compatibility and discussions..." />}>
    <GameSectionsView gameId={game.id} />
  </Suspense>
);

/** Every page of the area: the chosen setup's chip above it, so a setup is never on unseen. */
function WithSetupChip() {
  return (
    <>
      <SetupChip />
      <Outlet />
    </>
  );
}

export default function GamesRoutes() {
  return (
    <Routes>
      <Route element={<WithSetupChip />}>
        <Route index element={<PlatformsPage search={<CatalogueSearch />} setups={<SetupLinksSection />} />} />
        <Route path="platform/:platformName" element={<PlatformPage setupFilter={<SetupFilterForm />} />} />
        <Route path="setup/:gun/:display/:play?" element={<SetupPage />} />
        <Route path=":gameId" element={<GamePage sections={gameSections} />} />
      </Route>
    </Routes>
  );
}
