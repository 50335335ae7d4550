import type { CompatibilityStanding, Game, RankedGame } from '@site/contracts';
import { standingSummary, tierLabel } from '@site/domain';
import { RatingBadge } from '@site/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BoxArt } from './box-art.js';
import { setupFits } from './game-labels.js';

/**
 * A game in a grid: box art, title, one detail line (its date or platform), its tier with how sure it is, and in a list
 * ranked by a setup its fit with it; `children` go under the link (admin buttons). `standing`: the one to show, the
 * game's overall by default (a setup page shows the setup's).
 */
export function GameCard({
  game,
  detail,
  standing = game.compatibility,
  note,
  children,
}: {
  game: Game | RankedGame;
  detail: string;
  standing?: CompatibilityStanding;
  /** A last line in the link, e.g. how many members reported it. */
  note?: string;
  children?: ReactNode;
}) {
  const fit = 'setup_fit' in game ? setupFits.find((group) => group.fit === game.setup_fit) : undefined;
  return (
    <li className="flex flex-col rounded-lg border border-border bg-surface">
      <Link to={`/games/${game.id}`} className="flex flex-1 flex-col hover:text-accent">
        <BoxArt src={game.boxart} title={game.title} className="aspect-[3/4] w-full rounded-t-lg" />
        <span className="p-3 pb-1 font-semibold [overflow-wrap:anywhere]">{game.title}</span>
        <span className="px-3 text-sm text-muted">{detail}</span>
        <span className="flex flex-col items-start gap-1 p-3 text-xs">
          <RatingBadge rating={standing.tier} label={`Compatibility: ${tierLabel(standing.tier)}`} />
          {standing.tier && <span className="text-muted">{standingSummary(standing)}</span>}
          {fit && <span className="font-semibold">{fit.card}</span>}
          {note && <span className="text-muted">{note}</span>}
        </span>
      </Link>
      {children}
    </li>
  );
}
