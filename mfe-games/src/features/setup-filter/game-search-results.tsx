import type { SetupFilter } from '@site/contracts';
import { EmptyState, LoadingState, Pagination, QueryView } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { GameCard } from '../../components/game-card.js';
import { gameCount } from '../../components/game-labels.js';
import { gameSearchQuery } from './game-search-query.js';

/** The games matching a title and a setup, across platforms, a page at a time. */
export function GameSearchResults({
  q,
  filter,
  page,
  onPageChange,
}: {
  q: string;
  filter: SetupFilter;
  page: number;
  onPageChange(page: number): void;
}) {
  const results = useQuery(gameSearchQuery({ q, filter, page }));
  return (
    <div className="mt-6">
      <h2 className="mb-3 text-xl font-bold">Matching games</h2>
      <QueryView
        query={results}
        errorMessage="Failed to search games"
        loading={<LoadingState label="Searching games..." />}
      >
        {({ games, pagination }) =>
          games.length === 0 ? (
            <EmptyState title="No games match" />
          ) : (
            <>
              <p role="status" className="text-sm text-muted">
                {gameCount(pagination.total_count)} found
              </p>
              <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
                {games.map((game) => (
                  <GameCard key={game.id} game={game} detail={game.platform} />
                ))}
              </ul>
              <Pagination
                page={pagination.page}
                totalPages={pagination.total_pages}
                onPageChange={onPageChange}
                label="Search result pages"
              />
            </>
          )
        }
      </QueryView>
    </div>
  );
}
