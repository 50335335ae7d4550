import { useAuth } from '@site/auth';
import type { Video } from '@site/contracts';
import { DemoBadge, TagChip, VideoThumbnail } from '@site/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { VideoStats } from '../../components/video-stats.js';

/** Pending and denied videos reach admins only: held, they are set apart from the published ones. */
const holds = {
  pending: { border: 'border-amber-500/70', badge: 'bg-amber-400 text-black' },
  denied: { border: 'border-red-500/70', badge: 'bg-red-700 text-white' },
};

/** One library card: opens the player modal; the title links to the video page. */
export function VideoCard({
  video,
  onPlay,
  actions,
}: {
  video: Video;
  onPlay(video: Video): void;
  actions?: ReactNode;
}) {
  const hold = video.status === 'published' ? null : holds[video.status];
  // Admins see what the seed added; visitors see the site as it is.
  const { isAdmin } = useAuth();
  return (
    <article
      className={`relative flex flex-col rounded-lg border bg-surface ${hold ? `border-dashed ${hold.border}` : 'border-border'}`}
    >
      <button type="button" className="relative block text-left" onClick={() => onPlay(video)}>
        <span className="sr-only">Play {video.title}</span>
        {/* Held videos are dimmed through their picture only, so their text keeps its contrast. */}
        <div className={hold ? 'opacity-50 grayscale' : undefined}>
          <VideoThumbnail thumbnail={video.thumbnail} youtubeId={video.youtube_id} className="w-full rounded-t-lg" />
        </div>
        {video.duration && (
          <span className="absolute right-2 bottom-2 rounded bg-black/80 px-1.5 py-0.5 text-xs font-semibold text-white">
            {video.duration}
          </span>
        )}
        {hold && (
          <span className={`absolute top-2 left-2 rounded px-2 py-0.5 text-xs font-bold ${hold.badge}`}>
            {video.status.toUpperCase()}
          </span>
        )}
        {video.is_demo && isAdmin && <DemoBadge className="absolute top-2 right-2" />}
      </button>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h2 className="line-clamp-2 font-semibold">
          <Link to={`/video/${video.id}`} className="hover:text-accent">
            {video.title}
          </Link>
        </h2>
        {video.tags.length > 0 && (
          <ul className="flex flex-wrap gap-1" aria-label="Tags">
            {video.tags.map((tag) => (
              <li key={tag.text}>
                <TagChip tag={tag} />
              </li>
            ))}
          </ul>
        )}
        <VideoStats video={video} className="mt-auto text-sm text-muted" />
        {actions}
      </div>
    </article>
  );
}
