import { apiClient, forumKeys } from '@site/api-client';
import type { ForumPost, ForumPostPage, ForumThread } from '@site/contracts';
import { infiniteQueryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';

/** A page of replies by number, or the page that holds one reply (a link to `#post-<id>`). */
export type ReplyPageParam = number | { post: number };

async function fetchReplyPage(threadId: number, param: ReplyPageParam, signal: AbortSignal): Promise<ForumPostPage> {
  const options = { fallbackMessage: 'Failed to load replies', signal };
  if (typeof param === 'number')
    return apiClient.get<ForumPostPage>(`/forum/threads/${threadId}/posts?page=${param}`, options);
  // Only the thread's own address knows where a reply is; it answers that page of replies.
  const thread = await apiClient.get<ForumThread>(`/forum/threads/${threadId}?post=${param.post}`, options);
  return { posts: thread.posts, pagination: thread.posts_pagination };
}

/**
 * A thread's replies, oldest first, loaded a page at a time from where the reader starts (the first
 * page, or the page of a linked reply) in both directions. The thread's own answer already holds
 * its first page, so a reader starting there downloads it once.
 */
export function repliesQuery(thread: ForumThread, linkedPost: number | undefined) {
  const initialPageParam: ReplyPageParam = linkedPost === undefined ? 1 : { post: linkedPost };
  const startsAtFirstPage = linkedPost === undefined && thread.posts_pagination.page === 1;
  return infiniteQueryOptions({
    queryKey: [...forumKeys.replies(thread.id), { from: linkedPost ?? null }],
    queryFn: ({ pageParam, signal }) => fetchReplyPage(thread.id, pageParam, signal),
    initialPageParam,
    initialData: startsAtFirstPage
      ? { pages: [{ posts: thread.posts, pagination: thread.posts_pagination }], pageParams: [initialPageParam] }
      : undefined,
    getNextPageParam: (last): ReplyPageParam | undefined =>
      last.pagination.has_next ? last.pagination.page + 1 : undefined,
    getPreviousPageParam: (first): ReplyPageParam | undefined =>
      first.pagination.has_prev ? first.pagination.page - 1 : undefined,
  });
}

/**
 * Puts what the API confirmed about replies (a new one, an edit, a deletion) into every loaded page of the thread's
 * replies.
 */
export function changeCachedReplies(
  queryClient: QueryClient,
  threadId: number,
  change: (posts: ForumPost[], isLastPage: boolean) => ForumPost[],
) {
  queryClient.setQueriesData<InfiniteData<ForumPostPage>>({ queryKey: forumKeys.replies(threadId) }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page, index) => ({
            ...page,
            posts: change(page.posts, index === data.pages.length - 1 && !page.pagination.has_next),
          })),
        }
      : data,
  );
}

/** Whether a loaded list of the thread's replies reaches its end, where a new reply is then added in place. */
export function threadEndLoaded(queryClient: QueryClient, threadId: number): boolean {
  return queryClient
    .getQueriesData<InfiniteData<ForumPostPage>>({ queryKey: forumKeys.replies(threadId) })
    .some(([, data]) => data?.pages.at(-1)?.pagination.has_next === false);
}
