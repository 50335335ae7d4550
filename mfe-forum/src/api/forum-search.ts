import { apiClient } from '@site/api-client';
import type { ForumSearchResponse } from '@site/contracts';
import { useSettledValue } from '@site/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { forumKeys } from './forum-keys.js';

/** Spec section 5: searching starts at 2 trimmed characters. */
const minSearchLength = 2;

function searchForum(term: string, categoryId: number | undefined, signal: AbortSignal) {
  const params = new URLSearchParams({ q: term });
  if (categoryId !== undefined) params.set('category_id', String(categoryId));
  return apiClient.get<ForumSearchResponse>(`/forum/search?${params}`, { fallbackMessage: 'Search failed', signal });
}

const forumSearchQuery = (term: string, categoryId?: number) =>
  queryOptions({
    queryKey: [...forumKeys.search, term, categoryId ?? null],
    queryFn: ({ signal }) => searchForum(term, categoryId, signal),
    enabled: term.length >= minSearchLength,
  });

/** The forum search (optionally within one category) as the visitor types. */
export function useForumSearch(categoryId?: number) {
  const [query, setQuery] = useState('');
  const term = query.trim();
  const settled = useSettledValue(term);
  const results = useQuery(forumSearchQuery(settled, categoryId));
  return {
    query,
    setQuery,
    term,
    active: term.length >= minSearchLength,
    /** Only an answer to what the box says now counts; until the typing settles it is still searching. */
    settled: settled === term,
    results,
  };
}

export type ForumSearch = ReturnType<typeof useForumSearch>;
