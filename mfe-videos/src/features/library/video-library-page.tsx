import type { Video, VideoCategory } from '@site/contracts';
import { EmptyState, ErrorState, LoadingState, Pagination } from '@site/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { libraryPageSize } from '../../api/videos-api.js';
import { VideoModal } from '../player/video-modal.js';
import { useVideoList, useVideoSearch } from './use-video-library.js';
import { VideoCard } from './video-card.js';
import { videoCategories } from './video-categories.js';

function StatCard({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg border border-border bg-surface p-4 text-center">
      <p className="text-2xl font-bold">{value}</p>
      <p className="text-sm text-muted">{label}</p>
    </div>
  );
}

function VideoGrid({ videos, onPlay }: { videos: Video[]; onPlay(video: Video): void }) {
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {videos.map((video) => (
        <li key={video.id}>
          <VideoCard video={video} onPlay={onPlay} />
        </li>
      ))}
    </ul>
  );
}

export function VideoLibraryPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const category = (params.get('category') as VideoCategory | null) ?? 'all';
  const [query, setQuery] = useState('');
  const [playing, setPlaying] = useState<Video | null>(null);
  const { state, reload } = useVideoList(page, category);
  const searchResults = useVideoSearch(query);

  const update = (next: { page?: number; category?: string }) => {
    const merged = new URLSearchParams(params);
    if (next.page !== undefined) merged.set('page', String(next.page));
    if (next.category !== undefined) {
      merged.delete('page');
      if (next.category === 'all') merged.delete('category');
      else merged.set('category', next.category);
    }
    setParams(merged);
    window.scrollTo({ top: 0 });
  };

  const pagination = state.status === 'loaded' ? state.list.pagination : null;

  return (
    <section>
      <h1 className="text-2xl font-bold sm:text-3xl">Lightgun Gaming Video Library</h1>
      <p className="mt-2 text-muted">Lightgun gameplay, reviews and retro gaming videos from the channel.</p>

      <div className="mt-6 grid grid-cols-3 gap-3 sm:max-w-xl">
        <StatCard label="Total Videos" value={pagination?.total_count ?? 0} />
        <StatCard label="Pages" value={pagination?.total_pages ?? 0} />
        <StatCard label="Per Page" value={libraryPageSize} />
      </div>

      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <label className="flex-1">
          <span className="sr-only">Search videos</span>
          <input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search videos (2+ characters)"
            className="w-full rounded-md border border-border bg-bg px-3 py-2"
          />
        </label>
        <label>
          <span className="sr-only">Category</span>
          <select
            value={category}
            onChange={(event) => update({ category: event.target.value })}
            className="w-full rounded-md border border-border bg-bg px-3 py-2 sm:w-auto"
          >
            <option value="all">All categories</option>
            {videoCategories.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </label>
      </div>

      <div className="mt-8">
        {searchResults !== null ? (
          searchResults.length ? (
            <>
              <p role="status" className="mb-4 text-sm text-muted">
                {searchResults.length} result{searchResults.length === 1 ? '' : 's'} for “{query.trim()}”
              </p>
              <VideoGrid videos={searchResults} onPlay={setPlaying} />
            </>
          ) : (
            <EmptyState title="No videos match your search" hint="Try other words." />
          )
        ) : state.status === 'loading' ? (
          <LoadingState label="Loading videos..." />
        ) : state.status === 'error' ? (
          <ErrorState message={`Error loading videos: ${state.message}`} onRetry={reload} />
        ) : state.list.videos.length === 0 ? (
          <EmptyState title="No videos yet" hint="Check back soon." />
        ) : (
          <>
            <VideoGrid videos={state.list.videos} onPlay={setPlaying} />
            <Pagination page={page} totalPages={state.list.pagination.total_pages} onPageChange={(next) => update({ page: next })} label="Video pages" />
          </>
        )}
      </div>
      <VideoModal video={playing} onClose={() => setPlaying(null)} />
    </section>
  );
}
