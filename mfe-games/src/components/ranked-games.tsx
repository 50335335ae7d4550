import type { RankedGame, SetupFit } from '@site/contracts';
import { Button } from '@site/ui';
import { useRef, useState, type ReactNode } from 'react';
import { countOf, setupFits } from './game-labels.js';

const gridClass = 'grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4';

/** How many of `games` stand in each group of a setup. */
export const fitCounts = (games: readonly RankedGame[]): Record<SetupFit, number> => ({
  works: games.filter((game) => game.setup_fit === 'works').length,
  untested: games.filter((game) => game.setup_fit === 'untested').length,
  fails: games.filter((game) => game.setup_fit === 'fails').length,
});

/**
 * A list of game cards in the order the API ranked them. With a setup (`counts`), in its groups, each headed with its
 * count: works, not tested, then reported not working, which waits behind a "N games hidden: show all" button (the one
 * thing a setup hides).
 */
export function RankedGames({
  games,
  counts,
  headingLevel = 2,
  card,
}: {
  games: RankedGame[];
  /** The list's counts per group (of every page, in a paged list); null without a setup. */
  counts: Record<SetupFit, number> | null;
  headingLevel?: 2 | 3;
  card(game: RankedGame): ReactNode;
}) {
  const [showFailing, setShowFailing] = useState(false);
  // The button goes once pressed: keyboard focus moves on to the first game it showed.
  const revealed = useRef(false);
  const focusFirst = (list: HTMLUListElement | null) => {
    if (!list || !revealed.current) return;
    revealed.current = false;
    list.querySelector('a')?.focus();
  };
  if (!counts) return <ul className={`mt-6 ${gridClass}`}>{games.map(card)}</ul>;
  const Heading = `h${headingLevel}` as const;
  return setupFits.map(({ fit, heading }) => {
    const group = games.filter((game) => game.setup_fit === fit);
    if (group.length === 0) return null;
    const hidden = fit === 'fails' && !showFailing;
    return (
      <section key={fit} className="mt-6">
        <Heading className="mb-3 text-lg font-bold">{`${heading} (${counts[fit]})`}</Heading>
        {hidden ? (
          <Button
            variant="secondary"
            onClick={() => {
              revealed.current = true;
              setShowFailing(true);
            }}
          >
            {`${countOf(group.length, 'game')} hidden: show all`}
          </Button>
        ) : (
          <ul ref={fit === 'fails' ? focusFirst : undefined} className={gridClass}>
            {group.map(card)}
          </ul>
        )}
      </section>
    );
  });
}
