import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { PlayIcon } from '../../components/icons.js';
import { latestVideoQuery } from './latest-video-query.js';

/** The About page's link to the latest video; the library when there is none or it fails. */
export function LatestVideo() {
  const { data: video, error, isPending } = useQuery(latestVideoQuery);
  useEffect(() => {
    if (error) console.error('The latest video failed to load', error);
  }, [error]);

  if (isPending) {
    return (
      <p role="status" className="text-muted">
        Finding the latest video...
      </p>
    );
  }
  if (error || !video) {
    return (
      <p className="text-muted">
        {error ? 'The latest video could not be loaded right now. ' : 'No videos yet. '}
        <Link to="/videos" className="font-semibold text-accent underline-offset-4 hover:underline">
          Browse the video library
        </Link>
      </p>
    );
  }
  return (
    <Link
      to={`/video/${video.id}`}
      className="group flex items-center gap-4 rounded-lg border border-border bg-bg p-3 hover:border-accent"
    >
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
