import { videoListQuery } from '@site/api-client';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  pageFromParams,
  PageTitle,
  Pagination,
  paramsWithPage,
  PostDialog,
  videoEditingOf,
  type VideoEditing,
} from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useUpdateVideo } from './update-video.js';
import { ButtonLink } from '../../components/button-link.js';
import { PageHeader } from '../../components/page-header.js';
import { headCell, ScrollTable } from '../../components/scroll-table.js';
import { VideoRow } from './video-row.js';

const pageSize = 20;
const columns = ['Video', 'Category', 'Status', 'Date', 'Views', 'Actions'];

/** /admin/videos: every video, pending ones too, a page at a time. */
export function ManageVideosPage() {
  const [params, setParams] = useSearchParams();
  const page = pageFromParams(params);
  // The library's own pages (category 'all'), so what one shows the other has cached.
  const videos = useQuery(videoListQuery({ page, category: 'all', limit: pageSize }));
  const update = useUpdateVideo();
  const [editing, setEditing] = useState<VideoEditing | null>(null);

  return (
    <section>
      <PageTitle>Manage videos</PageTitle>
      <PageHeader
        title="Video Library"
        description="Edit, approve or delete the site's videos."
        actions={<ButtonLink to="/admin/videos/add">Add Video</ButtonLink>}
      />
      {videos.isPending ? (
        <LoadingState label="Loading videos..." />
      ) : videos.isError ? (
        <ErrorState message={`Error loading videos: ${videos.error.message}`} onRetry={() => void videos.refetch()} />
      ) : videos.data.videos.length === 0 ? (
        page > 1 ? (
          <EmptyState title="This page is empty">
            <ButtonLink to="/admin/videos" variant="secondary" className="mt-4">
              Go to the first page
            </ButtonLink>
          </EmptyState>
        ) : (
          <EmptyState
            title="No videos yet"
            hint="Add one by hand or sync the YouTube playlist from the public library."
          />
        )
      ) : (
        <>
          <p className="mb-3 text-sm text-muted">{videos.data.pagination.total_count} videos in total</p>
          <ScrollTable label="Videos">
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col" className={`${headCell} ${column === 'Views' ? 'text-right' : ''}`}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {videos.data.videos.map((video) => (
                <VideoRow key={video.id} video={video} onEdit={(v) => setEditing(videoEditingOf(v))} />
              ))}
            </tbody>
          </ScrollTable>
          <Pagination
            page={page}
            totalPages={videos.data.pagination.total_pages}
            onPageChange={(next) => setParams(paramsWithPage(params, next))}
            label="Video pages"
          />
        </>
      )}
      <PostDialog
        open={editing !== null}
        section="videos"
        editing={editing}
        publishesDirectly
        send={(payload) =>
          editing ? update.mutateAsync({ id: editing.id, payload }) : Promise.reject(new Error('Nothing to edit'))
        }
        onClose={() => setEditing(null)}
      />
    </section>
  );
}
