import { videoListQuery } from '@site/api-client';
import { useAuth } from '@site/auth';
import type { Video, VideoCategory } from '@site/contracts';
import { pageSizes, videoCategories } from '@site/domain';
import {
  Button,
  EmptyState,
  LoadingState,
  PageTitle,
  Pagination,
  pageFromParams,
  paramsWithPage,
  PostDialog,
  QueryView,
  SearchField,
  SelectField,
  useSearchInParams,
  videoEditingOf,
  type VideoEditing,
} from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { VideoModal } from '../../components/player/video-modal.js';
import { AdminCardActions } from './admin-card-actions.js';
import { SyncYoutube } from './sync-youtube.js';
import { TagEditorDialog } from './tag-editor-dialog.js';
import { useVideoSearch } from './use-video-search.js';
import { VideoCard } from './video-card.js';
import { useSaveVideo } from './video-mutations.js';

function StatCard({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg border border-border bg-surface p-4 text-center">
      <p className="text-2xl font-bold">{value}</p>
      <p className="text-sm text-muted">{label}</p>
    </div>
  );
}

function VideoGrid({
  videos,
  onPlay,
  actionsFor,
}: {
  videos: Video[];
  onPlay(video: Video): void;
  actionsFor(video: Video): ReactNode;
}) {
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {videos.map((video) => (
        <li key={video.id}>
          <VideoCard video={video} onPlay={onPlay} actions={actionsFor(video)} />
        </li>
      ))}
    </ul>
  );
}

export function VideoLibraryPage() {
  const [params, setParams] = useSearchParams();
  const page = pageFromParams(params);
  const category = (params.get('category') as VideoCategory | null) ?? 'all';
  // The search is in the address (`?q=`), so a search can be shared and survives a reload.
  const { searched, text: query, setText: setQuery } = useSearchInParams(params, setParams);
  const [playing, setPlaying] = useState<Video | null>(null);
  const list = useQuery(videoListQuery({ page, category, limit: pageSizes.videos }));
  const saveVideo = useSaveVideo();
  const searchResults = useVideoSearch(searched);
  const { isAuthenticated, isAdmin } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [dialog, setDialog] = useState<{ editing: VideoEditing | null } | null>(null);
  const [taggedVideo, setTaggedVideo] = useState<Video | null>(null);

  const openCreate = () => {
    if (!isAuthenticated) return navigate(`/login?returnTo=${encodeURIComponent(location.pathname + location.search)}`);
    setDialog({ editing: null });
  };
  const actionsFor = (video: Video) =>
    isAdmin ? (
      <AdminCardActions
        video={video}
        onEdit={(v) => setDialog({ editing: videoEditingOf(v) })}
        onEditTags={setTaggedVideo}
      />
    ) : null;

  const update = (next: { page?: number; category?: string }) => {
    // A new category starts again at its first page.
    const merged = paramsWithPage(params, next.page ?? 1);
    if (next.category === 'all') merged.delete('category');
    else if (next.category !== undefined) merged.set('category', next.category);
    setParams(merged);
    window.scrollTo({ top: 0 });
  };

  const pagination = list.data?.pagination;

  return (
    <section>
      <PageTitle>Videos</PageTitle>
      <h1 className="text-2xl font-bold sm:text-3xl">Lightgun Gaming Video Library</h1>
      <p className="mt-2 text-muted">Lightgun gameplay, reviews and retro gaming videos from the channel.</p>

      <div className="mt-4 flex flex-wrap items-start gap-2">
        <Button onClick={openCreate}>Create Video Post</Button>
        {isAdmin && <SyncYoutube />}
      </div>

      <div className="mt-6 grid grid-cols-3 gap-3 sm:max-w-xl">
        <StatCard label="Total Videos" value={pagination?.total_count ?? 0} />
        <StatCard label="Pages" value={pagination?.total_pages ?? 0} />
        <StatCard label="Per Page" value={pageSizes.videos} />
      </div>

      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <SearchField
          label="Search videos"
          value={query}
          onValueChange={setQuery}
          placeholder="Search videos (2+ characters)"
          className="flex-1"
        />
        <SelectField
          label="Category"
          hideLabel
          value={category}
          onChange={(event) => update({ category: event.target.value })}
          className="sm:w-auto"
        >
          <option value="all">All categories</option>
          {videoCategories.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </SelectField>
      </div>

      <div className="mt-8">
        {searchResults !== null ? (
          searchResults.length ? (
            <>
              <p role="status" className="mb-4 text-sm text-muted">
                {searchResults.length} result{searchResults.length === 1 ? '' : 's'} for “{searched}”
              </p>
              <VideoGrid videos={searchResults} onPlay={setPlaying} actionsFor={actionsFor} />
            </>
          ) : (
            <EmptyState title="No videos match your search" hint="Try other words." />
          )
        ) : (
          <QueryView
            query={list}
            errorMessage={`Error loading videos: ${list.error?.message ?? ''}`}
            loading={<LoadingState label="Loading videos..." />}
          >
            {({ videos, pagination: pages }) =>
              videos.length === 0 ? (
                <EmptyState title="No videos yet" hint="Check back soon." />
              ) : (
                <>
                  <VideoGrid videos={videos} onPlay={setPlaying} actionsFor={actionsFor} />
                  <Pagination
                    page={page}
                    totalPages={pages.total_pages}
                    onPageChange={(next) => update({ page: next })}
                    label="Video pages"
                  />
                </>
              )
            }
          </QueryView>
        )}
      </div>
      <VideoModal video={playing} onClose={() => setPlaying(null)} />
      <PostDialog
        open={dialog !== null}
        section="videos"
        editing={dialog?.editing ?? null}
        publishesDirectly={isAdmin}
        send={(payload, editingId) => saveVideo.mutateAsync({ id: editingId, payload })}
        onClose={() => setDialog(null)}
      />
      <TagEditorDialog video={taggedVideo} onClose={() => setTaggedVideo(null)} />
    </section>
  );
}
