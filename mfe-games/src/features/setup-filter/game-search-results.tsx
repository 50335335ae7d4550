import type { GameSort, SetupFilter } from '@site/contracts';
import { EmptyState, LoadingState, Pagination, QueryView } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { GameCard } from '../../components/game-card.js';
import { gameCount } from '../../components/game-labels.js';
import { GameSortControl } from '../../components/game-sort.js';
import { RankedGames } from '../../components/ranked-games.js';
import { gameSearchQuery } from './game-search-query.js';

/** The games matching a title across platforms, ranked by a setup, in an order, a page at a time. */
export function GameSearchResults({
  q,
  filter,
  sort,
  page,
  onPageChange,
}: {
  q: string;
  filter: SetupFilter;
  sort: GameSort;
  page: number;
  onPageChange(page: number): void;
}) {
  const results = useQuery(gameSearchQuery({ q, page, sort, ...filter }));
  return (
    <div className="mt-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-xl font-bold">Matching games</h2>
        <GameSortControl />
      </div>
      <QueryView
        query={results}
        errorMessage="Failed to search games"
        loading={<LoadingState label="Searching games..." />}
      >
        {({ games, pagination, setup }) =>
          games.length === 0 ? (
            <div className="mt-4">
              <EmptyState title="No games match" />
            </div>
          ) : (
            <>
              <p role="status" className="mt-2 text-sm text-muted">
                {gameCount(pagination.total_count)} found
              </p>
              <RankedGames
                games={games}
                counts={setup?.counts ?? null}
                headingLevel={3}
                card={(game) => <GameCard key={game.id} game={game} detail={game.platform} />}
              />
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
