import type { ForumThread } from '@site/contracts';
import { Button, LoadingState } from '@site/ui';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useForumUser } from '../../hooks/use-forum-user.js';
import { useLoginPath } from '../../hooks/use-login-path.js';
import type { ThreadReplies } from './thread-replies.js';

// Members only: a visitor's thread page carries no form library.
const ReplyForm = lazy(() => import('./reply-form.js').then((m) => ({ default: m.ReplyForm })));

/** 'Jump to last' while the thread's end is not loaded: it loads the replies up to it and goes there. */
export function JumpToLast({ replies, children }: { replies: ThreadReplies; children: string }) {
  if (replies.endLoaded || !replies.query.isSuccess) return null;
  return (
    <Button variant="secondary" size="sm" busy={replies.jumping} onClick={() => void replies.jumpToLast()}>
      {replies.jumping ? 'Loading...' : children}
    </Button>
  );
}

/**
 * After the last reply: the form (once the replies are loaded to the end, so a posted reply appears in place), or why
 * there is none (locked, or not logged in).
 */
export function ReplyArea({ thread, replies }: { thread: ForumThread; replies: ThreadReplies }) {
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
  if (!replies.endLoaded) {
    if (!replies.query.isSuccess) return null;
    return (
      <p className="flex flex-wrap items-center gap-3 text-sm text-muted">
        <span>Replies go after the last one.</span>
        <JumpToLast replies={replies}>Jump to last and reply</JumpToLast>
      </p>
    );
  }
  return (
    <div className="space-y-3">
      {thread.is_locked && lockedNote}
      <Suspense fallback={<LoadingState label="Loading the form..." />}>
        <ReplyForm thread={thread} autoFocus={replies.jumped} />
      </Suspense>
    </div>
  );
}
