import type { ForumThreadSort } from '@site/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { forumApi } from './forum-api.js';

/** Every forum answer lives under this key: a change to categories or threads refreshes what shows them. */
export const forumKey = ['forum'] as const;

export const forumStatsQuery = queryOptions({ queryKey: [...forumKey, 'stats'], queryFn: forumApi.stats });

export const categoriesQuery = queryOptions({ queryKey: [...forumKey, 'categories'], queryFn: forumApi.categories });

/** A category's threads in one order; while another order loads, the last list stays. */
export const categoryThreadsQuery = (categoryId: string, sort: ForumThreadSort) =>
  queryOptions({
    queryKey: [...forumKey, 'category', categoryId, sort],
    queryFn: () => forumApi.categoryThreads(categoryId, sort),
    placeholderData: keepPreviousData,
  });

export const threadQuery = (threadId: string) => queryOptions({ queryKey: [...forumKey, 'thread', threadId], queryFn: () => forumApi.thread(threadId) });

/** Spec section 5: searching starts at 2 trimmed characters. */
export const minSearchLength = 2;

export const forumSearchQuery = (term: string, categoryId?: number) =>
  queryOptions({
    queryKey: [...forumKey, 'search', term, categoryId ?? null],
    queryFn: ({ signal }) => forumApi.search(term, categoryId, signal),
    enabled: term.length >= minSearchLength,
  });
