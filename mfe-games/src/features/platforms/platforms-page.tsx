import type { LightgunStats, Platform } from '@site/contracts';
import { EmptyState, LoadingState, PageTitle } from '@site/ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { gameCount, gamesApi, platformIcon } from '../../api/games-api.js';

export function PlatformsPage() {
  const [platforms, setPlatforms] = useState<Platform[] | null>(null);
  const [stats, setStats] = useState<LightgunStats | null>(null);

  useEffect(() => {
    // Spec section 8: fetch failures are only logged; the page shows its empty state.
    gamesApi.platforms().then(setPlatforms, (error: unknown) => {
      console.error('Failed to load platforms', error);
      setPlatforms([]);
    });
    gamesApi.stats().then(setStats, (error: unknown) => console.error('Failed to load stats', error));
  }, []);

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
      <div className="mt-8">
        {platforms === null ? (
          <LoadingState label="Loading platforms..." />
        ) : platforms.length === 0 ? (
          <EmptyState title="No platforms found" />
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {platforms.map((platform) => (
              <li key={platform.id}>
                <Link
                  to={`/games/platform/${encodeURIComponent(platform.name)}`}
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
        )}
      </div>
    </section>
  );
}
