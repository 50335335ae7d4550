import type { SetupLink } from '@site/contracts';
import { setupPagePath } from '@site/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { gameCount } from '../../components/game-labels.js';
import { setupLinksQuery } from './setup-page-queries.js';

const linkClass = 'text-accent underline underline-offset-2';

/** The pairs grouped by gun, in the API's order (most reported first): each gun's first pair is its best known. */
function byGun(setups: readonly SetupLink[]) {
  const guns = new Map<number, SetupLink[]>();
  for (const setup of setups) guns.set(setup.gun.id, [...(guns.get(setup.gun.id) ?? []), setup]);
  return [...guns.values()];
}

/**
 * "Best games by setup" on /games: each gun's name opens the page of its most reported display, its other displays
 * follow. An extra, like the catalogue's figures: nothing shows until reports exist, or if it cannot load.
 */
export function SetupLinksSection() {
  const { data } = useQuery(setupLinksQuery);
  if (!data || data.setups.length === 0) return null;
  return (
    <section aria-labelledby="setup-links-heading" className="mt-10">
      <h2 id="setup-links-heading" className="text-xl font-bold">
        Best games by setup
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {byGun(data.setups).map(([top, ...others]) => (
          <li key={top.gun.id} className="rounded-lg border border-border bg-surface p-4">
            <Link to={setupPagePath(top.gun.slug, top.display.slug)} className={`text-lg font-bold ${linkClass}`}>
              {top.gun.name}
            </Link>
            <p className="text-sm text-muted">
              {top.display.name} · {gameCount(top.game_count)}
            </p>
            {others.length > 0 && (
              <p className="mt-1 text-sm">
                Also on:{' '}
                {others.map((setup, index) => (
                  <span key={setup.display.id}>
                    {index > 0 && ', '}
                    <Link
                      to={setupPagePath(setup.gun.slug, setup.display.slug)}
                      aria-label={`${setup.gun.name} on ${setup.display.name}`}
                      className={linkClass}
                    >
                      {setup.display.name}
                    </Link>
                  </span>
                ))}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
