import { useAuth } from '@site/auth';
import type { PlatformWithGames } from '@site/contracts';
import { Button, EmptyState, LoadingState, PageTitle, QueryView, SearchField } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { BoxArt } from '../../components/box-art.js';
import { gameCount, platformIcon } from '../../components/game-labels.js';
import { DeleteGameButton } from './delete-game-button.js';
import { platformQuery } from './platform-query.js';
import { filterAndSortGames, releaseOf, type GameSort } from './sort-games.js';

const back = (
  <Link to="/games" className="text-sm text-accent underline underline-offset-2">
    ← Back to Platforms
  </Link>
);

export function PlatformPage() {
  const { platformName = '' } = useParams();
  const platform = useQuery(platformQuery(platformName));
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
      {(loaded) => <PlatformGames platform={loaded} />}
    </QueryView>
  );
}

function PlatformGames({ platform }: { platform: PlatformWithGames }) {
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
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <SearchField label="Filter games by title" value={filter} onValueChange={setFilter} placeholder="Filter by title" className="flex-1 sm:max-w-sm" />
        <label className="flex items-center gap-2 text-sm">
          Sort by
          <select value={sort} onChange={(e) => setSort(e.target.value as GameSort)} className="rounded-md border border-border bg-bg px-3 py-2">
            <option value="title">Title</option>
            <option value="year">Release year</option>
          </select>
        </label>
      </div>
      {games.length === 0 ? (
        <div className="mt-8">
          <EmptyState title="No games found for this platform" />
        </div>
      ) : (
        <ul className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {games.map((game) => (
            <li key={game.id} className="flex flex-col rounded-lg border border-border bg-surface">
              <Link to={`/games/${game.id}`} className="flex flex-1 flex-col hover:text-accent">
                <BoxArt src={game.boxart} title={game.title} className="aspect-[3/4] w-full rounded-t-lg" />
                <span className="p-3 font-semibold">{game.title}</span>
                <span className="px-3 pb-3 text-sm text-muted">{releaseOf(game)}</span>
              </Link>
              {isAdmin && (
                <div className="flex gap-2 border-t border-border p-2">
                  <Button size="sm" variant="secondary" aria-label={`Edit ${game.title}`} onClick={() => navigate(`/games/${game.id}`)}>
                    Edit
                  </Button>
                  <DeleteGameButton game={game} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
