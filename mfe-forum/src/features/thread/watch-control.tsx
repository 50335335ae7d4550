import type { ForumThread } from '@site/contracts';
import { useWatchThread, watchLevels } from './watch-level.js';

/**
 * Watch / Normal / Mute for a member (the thread page shows it to members only, who have a level), the current level
 * pressed; the API's answer moves the pressed button.
 */
export function WatchControl({ thread }: { thread: ForumThread }) {
  const watching = useWatchThread(thread);
  const current = watching.isPending ? watching.variables : thread.watch_level;
  return (
    <div
      role="group"
      aria-label="Notifications for this thread"
      className="inline-flex flex-wrap rounded-md border border-border bg-surface p-1"
    >
      {watchLevels.map(({ level, label, told }) => (
        <button
          key={level}
          type="button"
          title={told}
          aria-pressed={current === level}
          // Not disabled while saving: the button keeps the keyboard focus.
          onClick={() => !watching.isPending && level !== current && watching.mutate(level)}
          className={`rounded px-3 py-1.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent ${current === level ? 'bg-accent-strong text-accent-contrast' : 'text-text hover:bg-surface-raised'}`}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
