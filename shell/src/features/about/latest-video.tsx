import { apiClient } from '@site/api-client';
import type { Video, VideoListResponse } from '@site/contracts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { PlayIcon } from '../../components/icons.js';

/** GET /api/videos/?page=1&limit=1: the newest video. */
const fetchLatestVideo = async (signal: AbortSignal) => (await apiClient.get<VideoListResponse>('/videos/?page=1&limit=1', { signal })).videos[0] ?? null;

type State = { status: 'loading' } | { status: 'loaded'; video: Video | null } | { status: 'failed' };

/** The About page's link to the latest video; the library when there is none or it fails. */
export function LatestVideo() {
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetchLatestVideo(controller.signal)
      .then((video) => setState({ status: 'loaded', video }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('The latest video failed to load', error);
        setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, []);

  if (state.status === 'loading') {
    return (
      <p role="status" className="text-muted">
        Finding the latest video...
      </p>
    );
  }
  if (state.status === 'failed' || !state.video) {
    return (
      <p className="text-muted">
        {state.status === 'failed' ? 'The latest video could not be loaded right now. ' : 'No videos yet. '}
        <Link to="/videos" className="font-semibold text-accent underline-offset-4 hover:underline">
          Browse the video library
        </Link>
      </p>
    );
  }
  const { video } = state;
  return (
    <Link to={`/video/${video.id}`} className="group flex items-center gap-4 rounded-lg border border-border bg-bg p-3 hover:border-accent">
      {/* The play icon shows until the picture loads, and stays if it cannot. */}
      <span className="relative flex aspect-video w-32 shrink-0 items-center justify-center overflow-hidden rounded-md bg-gradient-to-br from-rose-950 to-surface-raised text-rose-300 sm:w-44">
        <PlayIcon className="size-10" />
        <img
          src={video.thumbnail}
          alt=""
          loading="lazy"
          className="absolute inset-0 size-full object-cover"
          onError={(event) => (event.currentTarget.style.visibility = 'hidden')}
        />
      </span>
      <span className="min-w-0">
        <span className="block text-xs font-bold tracking-wide text-amber-300 uppercase">Watch the latest video</span>
        <span className="mt-1 line-clamp-2 block font-semibold group-hover:text-accent">{video.title}</span>
      </span>
    </Link>
  );
}
