import type { Game } from '@site/contracts';
import { standingSummary, tierLabel } from '@site/domain';
import { RatingBadge } from '@site/ui';
import { BoxArt } from '../../components/box-art.js';

/** The game a new thread is about, as the composer shows it: what the thread will be tied to. */
export function DiscussedGameCard({ game }: { game: Game }) {
  const { compatibility } = game;
  return (
    <div className="flex items-center gap-3 rounded-md border border-border bg-surface-raised p-3">
      <BoxArt src={game.boxart} title={game.title} className="h-20 w-15 shrink-0 rounded" />
      <div className="min-w-0 space-y-1">
        <p className="font-semibold [overflow-wrap:anywhere]">{game.title}</p>
        <p className="text-sm text-muted">{game.platform}</p>
        <p className="flex flex-wrap items-center gap-2 text-xs">
          <RatingBadge rating={compatibility.tier} label={`Compatibility: ${tierLabel(compatibility.tier)}`} />
          {compatibility.tier && <span className="text-muted">{standingSummary(compatibility)}</span>}
        </p>
      </div>
    </div>
  );
}
