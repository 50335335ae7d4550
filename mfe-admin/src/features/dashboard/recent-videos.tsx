import type { Video } from '@site/contracts';
import { EmptyState, formatDate, VideoThumbnail } from '@site/ui';
import { Link } from 'react-router-dom';
import { StatusBadge } from '../../components/status-badge.js';

/** The 5 most recently added videos, pending ones too. */
export function RecentVideos({ videos }: { videos: Video[] }) {
  if (videos.length === 0)
    return <EmptyState title="No videos yet" hint="Add one, or sync the YouTube playlist from the video library." />;
  return (
    <ul aria-label="Recent videos" className="divide-y divide-border rounded-lg border border-border bg-surface">
      {videos.map((video) => (
        <li key={video.id} className="flex items-center gap-4 p-3">
          <VideoThumbnail
            thumbnail={video.thumbnail}
            youtubeId={video.youtube_id}
            className="w-28 shrink-0 rounded-md sm:w-32"
          />
          <div className="min-w-0 flex-1">
            <Link
              to={`/video/${video.id}`}
              className="line-clamp-2 font-semibold break-words hover:text-accent hover:underline"
            >
              {video.title}
            </Link>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
              <span>{formatDate(video.published_at ?? video.created_at)}</span>
              <StatusBadge status={video.status} />
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
