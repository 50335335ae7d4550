import { useAuth } from '@site/auth';
import type { Game, PlatformWithGames } from '@site/contracts';
import { Button, EmptyState, LoadingState, PageTitle, toast } from '@site/ui';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { gameCount, gamesApi, platformIcon } from '../../api/games-api.js';
import { BoxArt } from '../game/box-art.js';
import { filterAndSortGames, releaseOf, type GameSort } from './sort-games.js';

function DeleteGame({ game, onDeleted }: { game: Game; onDeleted(): void }) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button size="sm" variant="danger" aria-label={`Delete ${game.title}`} onClick={() => setAsking(true)}>
        Delete
      </Button>
    );
  }
  const remove = async () => {
    try {
      await gamesApi.remove(game.id);
      toast({ title: 'Game deleted successfully' });
      onDeleted();
    } catch (error) {
      const message = (error as Error).message;
      toast({
        title: 'Error',
        description: message.startsWith('Network error') ? 'Error deleting game' : message || 'Failed to delete game',
        variant: 'destructive',
      });
      setAsking(false);
    }
  };
  return (
    <span className="inline-flex gap-1" role="group" aria-label={`Confirm deleting ${game.title}`}>
      <Button size="sm" variant="danger" aria-label="Yes, delete" onClick={remove} autoFocus>
        ✓
      </Button>
      <Button size="sm" variant="secondary" aria-label="No, keep it" onClick={() => setAsking(false)}>
        ✗
      </Button>
    </span>
  );
}

type State = { status: 'loading' } | { status: 'missing' } | { status: 'loaded'; platform: PlatformWithGames };

export function PlatformPage() {
  const { platformName = '' } = useParams();
  const { isAdmin } = useAuth();
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [filter, setFilter] = useState('');
  const [sort, setSort] = useState<GameSort>('title');
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let cancelled = false;
    gamesApi.platform(platformName).then(
      (platform) => !cancelled && setState({ status: 'loaded', platform }),
      (error: unknown) => {
        console.error('Failed to load platform', error);
        if (!cancelled) setState({ status: 'missing' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [platformName, reloads]);

  const back = (
    <Link to="/games" className="text-sm text-accent underline underline-offset-2">
      ← Back to Platforms
    </Link>
  );
  if (state.status === 'loading') {
    return (
      <>
        <PageTitle>Games</PageTitle>
        <LoadingState label="Loading games..." />
      </>
    );
  }
  if (state.status === 'missing') {
    return (
      <section>
        <PageTitle>Platform not found</PageTitle>
        {back}
        <EmptyState title="Platform not found" />
      </section>
    );
  }

  const { platform } = state;
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
        <label className="flex-1 sm:max-w-sm">
          <span className="sr-only">Filter games by title</span>
          <input
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            placeholder="Filter by title"
            className="w-full rounded-md border border-border bg-bg px-3 py-2"
          />
        </label>
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
                  <DeleteGame game={game} onDeleted={() => setReloads((n) => n + 1)} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
