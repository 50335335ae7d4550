import type { ForumThreadSummary } from '@site/contracts';
import { Link } from 'react-router-dom';

type LinkedThread = Pick<ForumThreadSummary, 'id' | 'title' | 'unread_count' | 'first_unread_post_id'>;

/** A thread's address: for a member with unread posts, its first unread post (the page that holds it). */
export function threadAddress(thread: LinkedThread): string {
  const first = thread.unread_count ? thread.first_unread_post_id : null;
  return first === null ? `/forum/thread/${thread.id}` : `/forum/thread/${thread.id}?post=${first}#post-${first}`;
}

/** The thread's title linking to where the member stopped reading, and '3 new' when posts came since. */
export function ThreadLink({ thread }: { thread: LinkedThread }) {
  const unread = thread.unread_count ?? 0;
  return (
    <>
      <Link
        to={threadAddress(thread)}
        className="font-semibold [overflow-wrap:anywhere] hover:text-accent hover:underline"
      >
        {thread.title}
        {unread > 0 && <span className="sr-only">{`, ${unread} new ${unread === 1 ? 'post' : 'posts'}`}</span>}
      </Link>
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="rounded-full bg-accent-strong px-2 py-0.5 text-xs font-bold text-accent-contrast"
        >
          {unread} new
        </span>
      )}
    </>
  );
}
