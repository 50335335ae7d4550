import type { DiscussedGame } from '@site/contracts';

/** 'Game: <title>' beside a thread in a list, when the thread discusses a catalogue game. */
export function GameTag({ game }: { game: DiscussedGame | null }) {
  if (!game) return null;
  return (
    <span className="rounded border border-border bg-surface-raised px-2 py-0.5 text-xs font-semibold text-muted [overflow-wrap:anywhere]">
      Game: {game.title}
    </span>
  );
}
