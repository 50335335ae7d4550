import type { Game } from '@site/contracts';
import { tierLabel } from '@site/domain';
import { RatingBadge } from '@site/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BoxArt } from './box-art.js';

/**
 * A game in a grid: box art, title, one detail line (its date or platform) and its tier; `children` go under the link
 * (admin buttons).
 */
export function GameCard({ game, detail, children }: { game: Game; detail: string; children?: ReactNode }) {
  return (
    <li className="flex flex-col rounded-lg border border-border bg-surface">
      <Link to={`/games/${game.id}`} className="flex flex-1 flex-col hover:text-accent">
        <BoxArt src={game.boxart} title={game.title} className="aspect-[3/4] w-full rounded-t-lg" />
        <span className="p-3 pb-1 font-semibold [overflow-wrap:anywhere]">{game.title}</span>
        <span className="px-3 text-sm text-muted">{detail}</span>
        <span className="p-3">
          <RatingBadge
            rating={game.compatibility_tier}
            label={`Compatibility: ${tierLabel(game.compatibility_tier)}`}
          />
        </span>
      </Link>
      {children}
    </li>
  );
}
