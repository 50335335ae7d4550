import type { ForumThread, Pagination } from '@site/contracts';
import { Button, ErrorState, LoadingState } from '@site/ui';
import { useEffect } from 'react';
import { PostItem } from './post-item.js';
import type { ThreadReplies } from './thread-replies.js';

/**
 * A thread's replies a page at a time: earlier and later pages load on request; a linked reply opens on its page,
 * scrolled to. In a long thread each reply shows its number against the last ('12 / 70').
 */
export function ReplyList({
  thread,
  replies: { query: replies, posts, linkedPost },
  lastPostNumber,
}: {
  thread: ForumThread;
  replies: ThreadReplies;
  lastPostNumber?: number;
}) {
  const linkedShown = linkedPost !== undefined && posts.some((post) => post.id === linkedPost);
  useEffect(() => {
    if (linkedShown) document.getElementById(`post-${linkedPost}`)?.scrollIntoView({ block: 'start' });
  }, [linkedShown, linkedPost]);

  if (replies.isPending) return <LoadingState label="Loading replies..." />;
  if (replies.isError && posts.length === 0)
    return <ErrorState message="Failed to load replies" onRetry={() => void replies.refetch()} />;
  if (posts.length === 0 && !replies.hasNextPage && !replies.hasPreviousPage)
    return <p className="mt-3 text-muted">No replies yet.</p>;

  return (
    <>
      {replies.hasPreviousPage && (
        <div className="mt-4">
          <Button
            variant="secondary"
            disabled={replies.isFetchingPreviousPage}
            onClick={() => void replies.fetchPreviousPage()}
          >
            {replies.isFetchingPreviousPage ? 'Loading...' : 'Load earlier replies'}
          </Button>
        </div>
      )}
      <ol className="mt-4 space-y-4">
        {posts.map((post) => (
          <li key={post.id} id={`post-${post.id}`} className="scroll-mt-20">
            <PostItem
              thread={thread}
              post={post}
              highlighted={post.id === linkedPost}
              lastPostNumber={lastPostNumber}
            />
          </li>
        ))}
      </ol>
      {replies.isFetchNextPageError || replies.isFetchPreviousPageError ? (
        <p role="alert" className="mt-4 text-sm text-danger">
          Failed to load more replies. Try again.
        </p>
      ) : null}
      {replies.hasNextPage && (
        <div className="mt-4">
          <Button
            variant="secondary"
            disabled={replies.isFetchingNextPage}
            onClick={() => void replies.fetchNextPage()}
          >
            {replies.isFetchingNextPage
              ? 'Loading...'
              : `Load more replies (${laterCount(replies.data?.pages.at(-1)?.pagination)} more)`}
          </Button>
        </div>
      )}
    </>
  );
}

/** Replies after the last loaded page. */
function laterCount(last: Pagination | undefined): number {
  return last ? Math.max(0, last.total_count - last.page * last.limit) : 0;
}
