import { forumKeys } from '@site/api-client';
import type { ForumThread, Pagination } from '@site/contracts';
import { Button, ErrorState, LoadingState } from '@site/ui';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { PostItem } from './post-item.js';
import { repliesQuery } from './replies-query.js';

/** The reply a `#post-<id>` address points at, if any. */
function linkedPostFrom(hash: string): number | undefined {
  const match = /^#post-(\d{1,10})$/.exec(hash);
  return match ? Number(match[1]) : undefined;
}

/**
 * A thread's replies a page at a time: earlier and later pages load on request; a linked reply opens on its page,
 * scrolled to.
 */
export function ReplyList({ thread }: { thread: ForumThread }) {
  const { hash } = useLocation();
  const linkedPost = linkedPostFrom(hash);
  const queryClient = useQueryClient();
  const threadUpdatedAt = queryClient.getQueryState(forumKeys.thread(thread.id))?.dataUpdatedAt;
  const replies = useInfiniteQuery({ ...repliesQuery(thread, linkedPost), initialDataUpdatedAt: threadUpdatedAt });
  const posts = useMemo(() => replies.data?.pages.flatMap((page) => page.posts) ?? [], [replies.data]);

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
            <PostItem thread={thread} post={post} highlighted={post.id === linkedPost} />
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
