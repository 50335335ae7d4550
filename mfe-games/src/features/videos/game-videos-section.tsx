import { useAuth } from '@site/auth';
import { Button, LoadingState, QueryView, VideoThumbnail } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { gameQuery } from '../../hooks/use-report-platform.js';
import { gameVideosQuery } from './game-videos-queries.js';
import { LinkVideoPanel } from './link-video-panel.js';

/** The game page's "Videos of this game": the channel's videos an admin linked to it; admins link more here. */
export function GameVideosSection({ gameId }: { gameId: number }) {
  const videos = useQuery(gameVideosQuery(gameId));
  const game = useQuery(gameQuery(String(gameId)));
  const { isAdmin } = useAuth();
  const [linking, setLinking] = useState(false);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-xl font-bold">
        Videos of this game
      </h2>
      <QueryView
        query={videos}
        errorMessage="Failed to load the videos"
        loading={<LoadingState label="Loading videos..." />}
      >
        {({ videos: list }) =>
          list.length === 0 ? (
            <p className="mt-4 text-muted">The channel has no video of this game yet.</p>
          ) : (
            <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {list.map((video) => (
                <li key={video.id}>
                  <Link to={`/video/${video.id}`} className="group block">
                    <VideoThumbnail
                      thumbnail={video.thumbnail}
                      youtubeId={video.youtube_id}
                      className="aspect-video w-full rounded-md object-cover"
                    />
                    <span className="mt-2 block font-semibold group-hover:text-accent [overflow-wrap:anywhere]">
                      {video.title}
                    </span>
                    {video.duration && <span className="text-sm text-muted">{video.duration}</span>}
                  </Link>
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
      {isAdmin &&
        (linking ? (
          <LinkVideoPanel gameId={gameId} gameTitle={game.data?.title ?? ''} onDone={() => setLinking(false)} />
        ) : (
          <Button variant="secondary" className="mt-4" onClick={() => setLinking(true)}>
            Link a video
          </Button>
        ))}
    </section>
  );
}
