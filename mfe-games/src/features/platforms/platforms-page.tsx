import { EmptyState, LoadingState, PageTitle, QueryView } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { filterFromParams, paramsWithFilter } from '../../api/my-setup.js';
import { gameCount, platformIcon } from '../../components/game-labels.js';
import { platformsQuery, statsQuery } from './platforms-queries.js';

/**
 * `search`: the catalogue search and setup filter, and `setups`: the links to the best games by setup, handed in by the
 * area's routes (other features), shown above the platforms.
 */
export function PlatformsPage({ search, setups }: { search?: ReactNode; setups?: ReactNode }) {
  const platforms = useQuery(platformsQuery);
  // A platform's page ranks by the setup this page shows (a shared address's included).
  const [params] = useSearchParams();
  const setup = paramsWithFilter(new URLSearchParams(), filterFromParams(params)).toString();
  // The figures are extras: without them the cards show '–'.
  const { data: stats } = useQuery(statsQuery);

  return (
    <section>
      <PageTitle>Games</PageTitle>
      <h1 className="text-2xl font-bold sm:text-3xl">Light Gun Games</h1>
      <p className="mt-2 text-muted">The lightgun game catalogue, platform by platform.</p>
      <dl className="mt-6 grid max-w-md grid-cols-2 gap-3">
        {[
          ['Total Platforms', stats?.total_platforms],
          ['Total Games', stats?.total_games],
        ].map(([label, value]) => (
          <div key={label} className="rounded-lg border border-border bg-surface p-4 text-center">
            <dd className="text-2xl font-bold">{value ?? '–'}</dd>
            <dt className="text-sm text-muted">{label}</dt>
          </div>
        ))}
      </dl>
      {search}
      {setups}
      <h2 className="mt-10 text-xl font-bold">Platforms</h2>
      <div className="mt-4">
        <QueryView
          query={platforms}
          errorMessage="Failed to load platforms"
          loading={<LoadingState label="Loading platforms..." />}
        >
          {(list) =>
            list.length === 0 ? (
              <EmptyState title="No platforms found" />
            ) : (
              <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
                {list.map((platform) => (
                  <li key={platform.id}>
                    <Link
                      to={`/games/platform/${encodeURIComponent(platform.name)}${setup && `?${setup}`}`}
                      className="flex h-full flex-col gap-1 rounded-lg border border-border bg-surface p-5 hover:border-accent"
                    >
                      <span aria-hidden="true" className="text-4xl">
                        {platformIcon(platform.icon)}
                      </span>
                      <span className="text-lg font-bold">{platform.name}</span>
                      <span className="text-sm text-muted">{platform.manufacturer}</span>
                      <span className="mt-2 text-sm font-semibold">{gameCount(platform.total_games)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryView>
      </div>
    </section>
  );
}
