import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { forumSearchQuery, minSearchLength } from '../api/forum-queries.js';

export { minSearchLength };
// Waits for a pause in typing so each keystroke does not cost a request.
const debounceMs = 250;

/** The forum search (optionally within one category) as the visitor types. */
export function useForumSearch(categoryId?: number) {
  const [query, setQuery] = useState('');
  const term = query.trim();
  const active = term.length >= minSearchLength;
  const [settled, setSettled] = useState(term);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(term), debounceMs);
    return () => clearTimeout(timer);
  }, [term]);
  const search = useQuery(forumSearchQuery(settled, categoryId));

  // Only an answer to what the box says now counts; anything else is still searching.
  const current = active && settled === term;
  const result = !current ? null : search.data ? { data: search.data } : search.error ? { error: search.error.message } : null;
  return { query, setQuery, term, active, result, retry: () => void search.refetch() };
}
