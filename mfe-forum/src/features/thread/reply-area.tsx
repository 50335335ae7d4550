import type { ForumThread } from '@site/contracts';
import { LoadingState } from '@site/ui';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useForumUser } from '../../hooks/use-forum-user.js';
import { useLoginPath } from '../../hooks/use-login-path.js';

// Members only: a visitor's thread page carries no form library.
const ReplyForm = lazy(() => import('./reply-form.js').then((m) => ({ default: m.ReplyForm })));

/** Below the replies: the form, or why there is none (locked, or not logged in). */
export function ReplyArea({ thread }: { thread: ForumThread }) {
  const { isAuthenticated, isModerator } = useForumUser();
  const loginPath = useLoginPath();

  const lockedNote = (
    <p className="flex flex-wrap items-center gap-2 rounded-md border border-border bg-surface-raised p-3 text-sm">
      <span aria-hidden="true">🔒</span>
      <span className="font-semibold">This thread is locked</span>
      {isModerator && <span className="text-muted">(you can still reply as a moderator)</span>}
    </p>
  );

  if (thread.is_locked && !isModerator) return lockedNote;
  if (!isAuthenticated) {
    return (
      <Link
        to={loginPath}
        className="inline-flex items-center rounded-md bg-accent-strong px-4 py-2 font-semibold text-accent-contrast hover:bg-accent-hover"
      >
        Log in to reply
      </Link>
    );
  }
  return (
    <div className="space-y-3">
      {thread.is_locked && lockedNote}
      <Suspense fallback={<LoadingState label="Loading the form..." />}>
        <ReplyForm thread={thread} />
      </Suspense>
    </div>
  );
}
