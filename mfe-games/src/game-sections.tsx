// A game's compatibility reports, videos and discussions: below its details, loaded with the game page's
// first render instead of with the catalogue's first view (they were half the area's first chunk).
import { CompatibilitySection } from './features/compatibility/compatibility-section.js';
import { DiscussionSection } from './features/discussion/discussion-section.js';
import { GameVideosSection } from './features/videos/game-videos-section.js';

export default function GameSections({ gameId }: { gameId: number }) {
  return (
    <>
      <CompatibilitySection gameId={gameId} />
      <GameVideosSection gameId={gameId} />
      <DiscussionSection gameId={gameId} />
    </>
  );
}
