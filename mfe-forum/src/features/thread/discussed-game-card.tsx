import type { DiscussedGame } from '@site/contracts';
import { tierLabel } from '@site/domain';
import { RatingBadge } from '@site/ui';
import { Link } from 'react-router-dom';

/** The catalogue game a thread discusses: box art, title, platform, its tier and the way back to its page. */
export function DiscussedGameCard({ game }: { game: DiscussedGame }) {
  return (
    <section aria-label="Discussed game" className="mt-6 flex gap-4 rounded-lg border border-border bg-surface p-4">
      <img
        src={game.boxart}
        alt={game.title}
        width={80}
        height={112}
        className="h-28 w-20 shrink-0 rounded object-cover"
      />
      <div className="min-w-0 space-y-2">
        <h2 className="font-semibold [overflow-wrap:anywhere]">{game.title}</h2>
        <p className="text-sm text-muted">{game.platform}</p>
        <RatingBadge rating={game.tier} label={`Compatibility: ${tierLabel(game.tier)}`} />
        <p>
          <Link
            to={`/games/${game.id}`}
            className="text-sm font-medium text-accent underline underline-offset-2 hover:no-underline"
          >
            Open the game page
          </Link>
        </p>
      </div>
    </section>
  );
}
