import { useAuth } from '@site/auth';
import type { PlatformWithGames } from '@site/contracts';
import { Button, EmptyState, LoadingState, PageTitle, QueryView, SearchField } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { GameCard } from '../../components/game-card.js';
import { gameCount, platformIcon } from '../../components/game-labels.js';
import { GameSortControl, gameSortOf } from '../../components/game-sort.js';
import { fitCounts, RankedGames } from '../../components/ranked-games.js';
import { useListSetup } from '../../hooks/use-setup-in-address.js';
import { DeleteGameButton } from './delete-game-button.js';
import { filterGames, releaseOf } from './filter-games.js';
import { platformQuery } from './platform-query.js';

const back = (
  <Link to="/games" className="text-sm text-accent underline underline-offset-2">
    ← Back to Platforms
  </Link>
);

/** `setupFilter`: the setup form, handed in by the area's routes (it belongs to another feature). */
export function PlatformPage({ setupFilter }: { setupFilter?: ReactNode }) {
  const { platformName = '' } = useParams();
  const [params] = useSearchParams();
  const { filter, ready } = useListSetup();
  const platform = useQuery({ ...platformQuery(platformName, filter, gameSortOf(params)), enabled: ready });
  return (
    <QueryView
      query={platform}
      errorMessage="Failed to load games"
      pageTitle="Games"
      loading={<LoadingState label="Loading games..." />}
      notFound={
        <section>
          <PageTitle>Platform not found</PageTitle>
          {back}
          <EmptyState title="Platform not found" />
        </section>
      }
    >
      {(loaded) => <PlatformGames platform={loaded} setupFilter={setupFilter} />}
    </QueryView>
  );
}

function PlatformGames({ platform, setupFilter }: { platform: PlatformWithGames; setupFilter: ReactNode }) {
  const { isAdmin } = useAuth();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const games = filterGames(platform.games, text);
  return (
    <section>
      <PageTitle>{`${platform.name} games`}</PageTitle>
      {back}
      <header className="mt-4 flex items-center gap-4">
        <span aria-hidden="true" className="text-5xl">
          {platformIcon(platform.icon)}
        </span>
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{platform.name}</h1>
          <p className="text-muted">
            {platform.manufacturer} · {gameCount(platform.total_games)}
          </p>
        </div>
      </header>
      <div className="mt-6">{setupFilter}</div>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchField
          label="Filter games by title"
          value={text}
          onValueChange={setText}
          placeholder="Filter by title"
          className="flex-1 sm:max-w-sm"
        />
        <GameSortControl />
      </div>
      {games.length === 0 ? (
        <div className="mt-8">
          <EmptyState title={text.trim() ? 'No game title matches' : 'No games found for this platform'} />
        </div>
      ) : (
        <RankedGames
          games={games}
          // Counted from the games shown, so a title filter keeps the headings true.
          counts={platform.setup ? fitCounts(games) : null}
          card={(game) => (
            <GameCard key={game.id} game={game} detail={releaseOf(game)}>
              {isAdmin && (
                <div className="flex gap-2 border-t border-border p-2">
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Edit ${game.title}`}
                    onClick={() => navigate(`/games/${game.id}`)}
                  >
                    Edit
                  </Button>
                  <DeleteGameButton game={game} />
                </div>
              )}
            </GameCard>
          )}
        />
      )}
    </section>
  );
}
