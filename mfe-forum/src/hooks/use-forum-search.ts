import type { ForumSearchResponse } from '@site/contracts';
import { useEffect, useState } from 'react';
import { forumApi } from '../api/forum-api.js';

/** Spec section 5: searching starts at 2 trimmed characters; shorter clears the results. */
export const minSearchLength = 2;
// Waits for a pause in typing so each keystroke does not cost a request.
const debounceMs = 250;

type Outcome = { term: string; data: ForumSearchResponse } | { term: string; error: string };

/** The forum search (optionally within one category) as the visitor types. */
export function useForumSearch(categoryId?: number) {
  const [query, setQuery] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [attempt, setAttempt] = useState(0);
  const term = query.trim();
  const active = term.length >= minSearchLength;

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      forumApi.search(term, categoryId, controller.signal).then(
        (data) => setOutcome({ term, data }),
        (error: unknown) => {
          if (!controller.signal.aborted) setOutcome({ term, error: (error as Error).message });
        },
      );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term, active, categoryId, attempt]);

  // Only an answer to what the box says now counts; anything else is still searching.
  const result = active && outcome?.term === term ? outcome : null;
  return {
    query,
    setQuery,
    term,
    active,
    result,
    retry: () => {
      setOutcome(null);
      setAttempt((n) => n + 1);
    },
  };
}
