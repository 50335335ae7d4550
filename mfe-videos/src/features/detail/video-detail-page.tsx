import { videoListQuery } from '@site/api-client';
import { useAuth } from '@site/auth';
import type { Video } from '@site/contracts';
import { pageSizes } from '@site/domain';
import { Button, DemoBadge, EmptyState, LoadingState, PageTitle, QueryView, toast, VideoThumbnail } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { VideoStats } from '../../components/video-stats.js';
import { VideoPlayer } from '../../components/player/video-player.js';
import { relatedVideos } from './related-videos.js';
import { VideoGameCard } from './video-game-card.js';
import { videoQuery } from './video-query.js';

const channelUrl = 'https://www.youtube.com/@LightgunHub';

export function VideoDetailPage() {
  const { id = '' } = useParams();
  const video = useQuery(videoQuery(id));
  return (
    <QueryView
      query={video}
      errorMessage="Failed to load the video"
      pageTitle="Videos"
      loading={<LoadingState label="Loading video..." />}
      notFound={
        <EmptyState title="Video not found" hint="It may have been removed.">
          <PageTitle>Video not found</PageTitle>
          <Link to="/" className="mt-4 inline-block rounded-md bg-accent-strong px-4 py-2 font-semibold text-white">
            Back to Home
          </Link>
        </EmptyState>
      }
    >
      {(loaded) => <VideoDetails video={loaded} />}
    </QueryView>
  );
}

function VideoDetails({ video }: { video: Video }) {
  const { isAdmin } = useAuth();
  const [liked, setLiked] = useState(false);
  // Spec section 9: related videos come from the library's first 20; without them the list is empty.
  const { data: firstVideos } = useQuery(
    videoListQuery({ page: 1, category: 'all', limit: pageSizes.relatedVideoCandidates }),
  );
  const related = firstVideos ? relatedVideos(video, firstVideos.videos) : [];
  const share = async () => {
    const url = window.location.href;
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: url });
    } catch {
      toast({ title: 'Share this video', description: url });
    }
  };

  return (
    <article className="grid gap-8 lg:grid-cols-[2fr_1fr]">
      <PageTitle>{video.title}</PageTitle>
      <div>
        <Link to="/videos" className="text-sm text-accent underline underline-offset-2">
          ← Back to Library
        </Link>
        <div className="mt-4">
          <VideoPlayer
            embedUrl={video.embed_url}
            youtubeId={video.youtube_id}
            title={video.title}
            isDemo={video.is_demo}
          />
        </div>
        <h1 className="mt-4 flex flex-wrap items-center gap-3 text-2xl font-bold">
          {video.title}
          {video.is_demo && isAdmin && <DemoBadge />}
        </h1>
        <VideoStats video={video} className="mt-1 text-sm text-muted" />
        <div className="mt-4 flex flex-wrap gap-2">
          <Button
            variant={liked ? 'primary' : 'secondary'}
            aria-pressed={liked}
            onClick={() => setLiked((value) => !value)}
          >
            {liked ? 'Liked' : 'Like Video'}
          </Button>
          <a
            href={video.youtube_url}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded-md border border-border px-4 py-2 font-semibold hover:border-accent"
          >
            View on YouTube
          </a>
          <Button variant="secondary" onClick={share}>
            Share
          </Button>
        </div>
        {video.game_id !== null && <VideoGameCard gameId={video.game_id} />}
        {video.description && <p className="mt-6 whitespace-pre-line">{video.description}</p>}
      </div>
      <aside className="flex flex-col gap-6">
        <section className="rounded-lg border border-border bg-surface p-4">
          <h2 className="font-semibold">Lightgun Hub</h2>
          <p className="mt-1 text-sm text-muted">Lightgun and retro gaming, every week.</p>
          <a
            href={channelUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-3 inline-block rounded-md bg-red-700 px-3 py-2 text-sm font-bold text-white"
          >
            Subscribe
          </a>
        </section>
        <section>
          <h2 className="mb-3 font-semibold">Related videos</h2>
          {related.length === 0 ? (
            <p className="text-sm text-muted">No related videos found</p>
          ) : (
            <ul className="flex flex-col gap-4">
              {related.map((item) => (
                <li key={item.id}>
                  <Link to={`/video/${item.id}`} className="grid grid-cols-[8rem_1fr] gap-3 hover:text-accent">
                    <VideoThumbnail
                      thumbnail={item.thumbnail}
                      youtubeId={item.youtube_id}
                      className="w-full rounded-t-lg"
                    />
                    <span className="text-sm font-medium">{item.title}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      </aside>
    </article>
  );
}
