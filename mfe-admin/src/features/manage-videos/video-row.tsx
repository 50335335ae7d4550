import type { Video } from '@site/contracts';
import { Button, DemoBadge, formatDate, formatViews, InlineConfirm, toast, VideoThumbnail } from '@site/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { isNetworkError } from '@site/api-client';
import { videoCategoryLabel } from '@site/domain';
import { useDeleteVideo } from './delete-video.js';
import { VideoGameDialog } from './video-game-dialog.js';
import { ModerationActions } from '../../components/moderation/moderation-actions.js';
import { bodyCell } from '../../components/scroll-table.js';
import { StatusBadge } from '../../components/status-badge.js';

export function VideoRow({ video, onEdit }: { video: Video; onEdit(video: Video): void }) {
  const deletion = useDeleteVideo();
  const [pickingGame, setPickingGame] = useState(false);
  const remove = async () => {
    try {
      await deletion.mutateAsync(video.id);
      toast({ title: 'Video deleted successfully' });
    } catch (error) {
      toast({
        title: 'Error',
        description: isNetworkError(error) ? 'Error deleting video' : 'Failed to delete video',
        variant: 'destructive',
      });
    }
  };

  return (
    <tr className="border-t border-border">
      <th scope="row" className={`${bodyCell} min-w-80 font-normal`}>
        <div className="flex items-center gap-3">
          <VideoThumbnail
            thumbnail={video.thumbnail}
            youtubeId={video.youtube_id}
            className="w-24 shrink-0 rounded-md"
          />
          <Link to={`/video/${video.id}`} className="line-clamp-2 font-semibold hover:text-accent hover:underline">
            {video.title}
          </Link>
        </div>
      </th>
      <td className={`${bodyCell} whitespace-nowrap`}>{videoCategoryLabel(video.category)}</td>
      <td className={bodyCell}>
        <span className="inline-flex flex-wrap gap-1">
          <StatusBadge status={video.status} />
          {video.is_demo && <DemoBadge />}
        </span>
      </td>
      <td className={`${bodyCell} whitespace-nowrap`}>{formatDate(video.published_at ?? video.created_at)}</td>
      {/* A demo video has no real views to show. */}
      <td className={`${bodyCell} text-right tabular-nums`}>{video.is_demo ? '' : formatViews(video.views)}</td>
      <td className={bodyCell}>
        {video.status === 'pending' ? (
          <ModerationActions submission={{ type: 'video', id: video.id, title: video.title }} />
        ) : (
          <div className="flex gap-2">
            <Button size="sm" variant="secondary" onClick={() => onEdit(video)} aria-label={`Edit ${video.title}`}>
              Edit
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setPickingGame(true)}
              aria-label={`Game of ${video.title}`}
            >
              Game
            </Button>
            <InlineConfirm label="Delete" ariaLabel={`Delete ${video.title}`} onConfirm={remove} />
          </div>
        )}
        {pickingGame && <VideoGameDialog video={video} onClose={() => setPickingGame(false)} />}
      </td>
    </tr>
  );
}
