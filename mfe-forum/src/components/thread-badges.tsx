import type { ForumThreadSummary } from '@site/contracts';
import { DemoBadge } from '@site/ui';
import { useForumUser } from '../hooks/use-forum-user.js';

type BadgedThread = Pick<ForumThreadSummary, 'is_pinned' | 'is_locked' | 'is_demo'>;

/**
 * Pinned and Locked as text badges (the emoji alone would say nothing to a screen reader); Demo for admins, who can
 * remove it.
 */
export function ThreadBadges({ thread }: { thread: BadgedThread }) {
  const { isAdmin } = useForumUser();
  const demo = thread.is_demo && isAdmin;
  if (!thread.is_pinned && !thread.is_locked && !demo) return null;
  return (
    <span className="inline-flex flex-wrap gap-2">
      {thread.is_pinned && (
        <span className="rounded border border-amber-400/70 px-2 py-0.5 text-xs font-semibold text-amber-200">
          <span aria-hidden="true">📌 </span>Pinned
        </span>
      )}
      {thread.is_locked && (
        <span className="rounded border border-border bg-surface-raised px-2 py-0.5 text-xs font-semibold text-muted">
          <span aria-hidden="true">🔒 </span>Locked
        </span>
      )}
      {demo && <DemoBadge />}
    </span>
  );
}
