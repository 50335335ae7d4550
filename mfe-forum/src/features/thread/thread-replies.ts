import { forumKeys } from '@site/api-client';
import type { ForumThread } from '@site/contracts';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { repliesQuery } from './replies-query.js';

/** The reply a `#post-<id>` address points at, if any. */
function linkedPostFrom(hash: string): number | undefined {
  const match = /^#post-(\d{1,10})$/.exec(hash);
  return match ? Number(match[1]) : undefined;
}

/**
 * The thread's loaded replies, shared by the list and the composer: the composer belongs after the last reply, so
 * while the end is not loaded 'Jump to last' loads the pages up to it (keeping those loaded) and goes there.
 */
export function useThreadReplies(thread: ForumThread) {
  const { hash } = useLocation();
  const linkedPost = linkedPostFrom(hash);
  const queryClient = useQueryClient();
  const threadUpdatedAt = queryClient.getQueryState(forumKeys.thread(thread.id))?.dataUpdatedAt;
  const query = useInfiniteQuery({ ...repliesQuery(thread, linkedPost), initialDataUpdatedAt: threadUpdatedAt });
  const posts = useMemo(() => query.data?.pages.flatMap((page) => page.posts) ?? [], [query.data]);
  const [jumping, setJumping] = useState(false);
  // The last reply, once the jump has loaded it: scrolled to, and the composer shown after it takes the focus.
  const [landing, setLanding] = useState<number | null>(null);
  useEffect(() => {
    if (landing !== null) document.getElementById(`post-${landing}`)?.scrollIntoView({ block: 'start' });
  }, [landing]);

  const jumpToLast = async () => {
    setJumping(true);
    let result = await query.fetchNextPage();
    while (result.hasNextPage && !result.isFetchNextPageError) result = await query.fetchNextPage();
    setJumping(false);
    if (!result.isFetchNextPageError) setLanding(result.data?.pages.at(-1)?.posts.at(-1)?.id ?? null);
  };

  const endLoaded = query.isSuccess && !query.hasNextPage;
  return { query, posts, linkedPost, endLoaded, jumping, jumped: landing !== null, jumpToLast };
}

export type ThreadReplies = ReturnType<typeof useThreadReplies>;
