import type { FeedResponse } from '@site/contracts';
import { useEffect, useState } from 'react';
import { fetchFeedPage } from '../feed-api.js';

export type FeedState = { status: 'loading'; previous: FeedResponse | null } | { status: 'loaded'; feed: FeedResponse } | { status: 'failed' };

/** One request per page shown; while the next page loads, the last one stays on screen. */
export function useFeedPage(page: number) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<FeedState>({ status: 'loading', previous: null });
  // A new page (or a retry) starts loading during render, keeping what is on screen.
  const [requested, setRequested] = useState({ page, attempt });
  if (requested.page !== page || requested.attempt !== attempt) {
    setRequested({ page, attempt });
    setState((current) => ({
      status: 'loading',
      previous: current.status === 'loaded' ? current.feed : current.status === 'loading' ? current.previous : null,
    }));
  }

  useEffect(() => {
    const controller = new AbortController();
    fetchFeedPage(page, controller.signal)
      .then((feed) => setState({ status: 'loaded', feed }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // Spec section 8: a failed feed is only logged, and the feed shows empty.
        console.error('Failed to load the latest content', error);
        setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, [page, attempt]);

  return { state, retry: () => setAttempt((n) => n + 1) };
}
