import type { Video, VideoCategory, VideoListResponse } from '@site/contracts';
import { useEffect, useState } from 'react';
import { libraryPageSize, videosApi } from '../../api/videos-api.js';

/** Spec section 5: a search starts at two characters; shorter clears the results. */
export const minSearchLength = 2;

type State = { status: 'loading' } | { status: 'error'; message: string } | { status: 'loaded'; list: VideoListResponse };

export function useVideoList(page: number, category: VideoCategory | 'all') {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [reloads, setReloads] = useState(0);
  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    videosApi
      .list(page, libraryPageSize, category === 'all' ? undefined : category)
      .then((list) => !cancelled && setState({ status: 'loaded', list }))
      .catch((error: Error) => !cancelled && setState({ status: 'error', message: error.message }));
    return () => {
      cancelled = true;
    };
  }, [page, category, reloads]);
  /** After an admin deleted a video: drop it and lower the total by 1 (spec section 4). */
  const remove = (id: number) =>
    setState((current) => {
      if (current.status !== 'loaded') return current;
      const { videos, pagination } = current.list;
      return { status: 'loaded', list: { videos: videos.filter((v) => v.id !== id), pagination: { ...pagination, total_count: pagination.total_count - 1 } } };
    });
  return { state, reload: () => setReloads((n) => n + 1), remove };
}

/** Search results for 2+ characters, else null; a failed search clears silently (spec section 8). */
export function useVideoSearch(query: string): Video[] | null {
  const [results, setResults] = useState<Video[] | null>(null);
  const trimmed = query.trim();
  useEffect(() => {
    if (trimmed.length < minSearchLength) {
      setResults(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      videosApi
        .search(trimmed, controller.signal)
        .then((response) => setResults(response.videos))
        .catch(() => !controller.signal.aborted && setResults([]));
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed]);
  return trimmed.length < minSearchLength ? null : results;
}
