import { useAuth } from '@site/auth';
import type { PlatformWithGames } from '@site/contracts';
import { Button, EmptyState, LoadingState, PageTitle, QueryView, SearchField } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { hasSetup, setupFilterOf } from '../../api/my-setup.js';
import { GameCard } from '../../components/game-card.js';
import { countOf, gameCount, platformIcon } from '../../components/game-labels.js';
import { useMySetup } from '../../hooks/use-my-setup.js';
import { DeleteGameButton } from './delete-game-button.js';
import { platformQuery } from './platform-query.js';
import { filterAndSortGames, releaseOf, type GameSort } from './sort-games.js';

const back = (
  <Link to="/games" className="text-sm text-accent underline underline-offset-2">
    ← Back to Platforms
  </Link>
);

/** `setupFilter`: the "Works with my setup" form, handed in by the area's routes (it belongs to another feature). */
export function PlatformPage({ setupFilter }: { setupFilter?: ReactNode }) {
  const { platformName = '' } = useParams();
  const { setup } = useMySetup();
  const platform = useQuery(platformQuery(platformName, setupFilterOf(setup)));
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
      {(loaded) => <PlatformGames platform={loaded} filtered={hasSetup(setup)} setupFilter={setupFilter} />}
    </QueryView>
  );
}

function PlatformGames({
  platform,
  filtered,
  setupFilter,
}: {
  platform: PlatformWithGames;
  filtered: boolean;
  setupFilter: ReactNode;
}) {
  const { isAdmin } = useAuth();
  const navigate = useNavigate();
  const [filter, setFilter] = useState('');
  const [sort, setSort] = useState<GameSort>('title');
  const games = filterAndSortGames(platform.games, filter, sort);
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
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <SearchField
          label="Filter games by title"
          value={filter}
          onValueChange={setFilter}
          placeholder="Filter by title"
          className="flex-1 sm:max-w-sm"
        />
        <label className="flex items-center gap-2 text-sm">
          Sort by
          <select
            value={sort}
            onChange={(e) => setSort(e.target.value as GameSort)}
            className="rounded-md border border-border bg-bg px-3 py-2"
          >
            <option value="title">Title</option>
            <option value="year">Release year</option>
          </select>
        </label>
      </div>
      {filtered && (
        <p role="status" className="mt-4 text-sm">
          Showing {countOf(games.length, 'game that works', 'games that work')} with your setup
        </p>
      )}
      {games.length === 0 ? (
        <div className="mt-8">
          <EmptyState
            title={
              filtered && platform.games.length === 0
                ? 'No game of this platform has a Playable or better report for this setup yet'
                : 'No games found for this platform'
            }
          />
        </div>
      ) : (
        <ul className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {games.map((game) => (
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
          ))}
        </ul>
      )}
    </section>
  );
}
