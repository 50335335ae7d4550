import type { Video } from '@site/contracts';
import { formatDate, formatViews } from '@site/ui';

/** Views and publication date; a demo video has no real views, so it shows only its date. */
export function VideoStats({ video, className }: { video: Video; className: string }) {
  const parts = [
    video.is_demo ? null : `${formatViews(video.views)} views`,
    video.published_at ? formatDate(video.published_at) : null,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return <p className={className}>{parts.join(' · ')}</p>;
}
