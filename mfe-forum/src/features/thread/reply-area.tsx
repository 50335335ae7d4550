import type { ForumPost, ForumThread } from '@site/contracts';
import { Link } from 'react-router-dom';
import { useForumUser } from '../../hooks/use-forum-user.js';
import { useLoginPath } from '../../hooks/use-login-path.js';
import { ReplyForm } from './reply-form.js';

/** Below the replies: the form, or why there is none (locked, or not logged in). */
export function ReplyArea({ thread, onPosted }: { thread: ForumThread; onPosted(post: ForumPost): void }) {
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
      <Link to={loginPath} className="inline-flex items-center rounded-md bg-accent-strong px-4 py-2 font-semibold text-accent-contrast hover:bg-accent">
        Log in to reply
      </Link>
    );
  }
  return (
    <div className="space-y-3">
      {thread.is_locked && lockedNote}
      <ReplyForm threadId={thread.id} onPosted={onPosted} />
    </div>
  );
}
