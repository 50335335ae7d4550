import { apiClient, forumKeys } from '@site/api-client';
import type { ForumSearchResponse } from '@site/contracts';
import { useSettledValue } from '@site/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

/** Spec section 5: searching starts at 2 trimmed characters. */
const minSearchLength = 2;

function searchForum(term: string, categoryId: number | undefined, page: number, signal: AbortSignal) {
  const params = new URLSearchParams({ q: term, page: String(page) });
  if (categoryId !== undefined) params.set('category_id', String(categoryId));
  return apiClient.get<ForumSearchResponse>(`/forum/search?${params}`, { fallbackMessage: 'Search failed', signal });
}

const forumSearchQuery = (term: string, categoryId: number | undefined, page: number) =>
  queryOptions({
    queryKey: [...forumKeys.search, term, categoryId ?? null, page],
    queryFn: ({ signal }) => searchForum(term, categoryId, page, signal),
    enabled: term.length >= minSearchLength,
    // Another page of the same search keeps the hits shown until it comes.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === term ? previous : undefined),
  });

/** The forum search (optionally within one category) as the visitor types, a page of each list at a time. */
export function useForumSearch(categoryId?: number) {
  const [query, setQuery] = useState('');
  const term = query.trim();
  const settled = useSettledValue(term);
  // The page belongs to one search: a new search starts at its first page.
  const [paging, setPaging] = useState({ term: '', page: 1 });
  const page = paging.term === settled ? paging.page : 1;
  const results = useQuery(forumSearchQuery(settled, categoryId, page));
  return {
    query,
    setQuery,
    term,
    setPage: (next: number) => setPaging({ term: settled, page: next }),
    active: term.length >= minSearchLength,
    /** Only an answer to what the box says now counts; until the typing settles it is still searching. */
    settled: settled === term,
    results,
  };
}

export type ForumSearch = ReturnType<typeof useForumSearch>;
