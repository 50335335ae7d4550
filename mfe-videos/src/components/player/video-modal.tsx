import type { Video } from '@site/contracts';
import { Dialog } from '@site/ui';
import { Link } from 'react-router-dom';
import { VideoPlayer } from './video-player.js';

/** Plays a video over the library: Escape, the X button or the backdrop close it. */
export function VideoModal({ video, onClose }: { video: Video | null; onClose(): void }) {
  return (
    <Dialog open={video !== null} onOpenChange={(open) => !open && onClose()} title={video?.title ?? ''} size="xl">
      {video && (
        <>
          <VideoPlayer
            embedUrl={video.embed_url}
            youtubeId={video.youtube_id}
            title={video.title}
            isDemo={video.is_demo}
            autoplay
          />
          {video.description && <p className="mt-4 whitespace-pre-line text-muted">{video.description}</p>}
          <Link to={`/video/${video.id}`} className="mt-4 inline-block text-accent underline underline-offset-2">
            Open the video page
          </Link>
        </>
      )}
    </Dialog>
  );
}
