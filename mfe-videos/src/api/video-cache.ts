import { markStale, videosKeys } from '@site/api-client';
import type { Video, VideoListResponse, VideoSearchResponse } from '@site/contracts';
import type { QueryClient } from '@tanstack/react-query';

type Listing = VideoListResponse | VideoSearchResponse;

/**
 * After any write to a video, one rule: what is known is shown at once (`putVideo`, `dropVideo`),
 * then every videos answer, the home feed and the admin's figures come back from the server. The
 * promise settles when the shown ones are back.
 */
export const markVideosStale = (queryClient: QueryClient) => markStale(queryClient, videosKeys.staleAfterWrite);

/** Shows a changed video (approved, retagged) in every cached list, search and page at once. */
export function putVideo(queryClient: QueryClient, video: Video) {
  queryClient.setQueriesData<Listing>(
    { queryKey: videosKeys.lists },
    (listing) => listing && { ...listing, videos: listing.videos.map((v) => (v.id === video.id ? video : v)) },
  );
  queryClient.setQueriesData<Listing>(
    { queryKey: videosKeys.searches },
    (listing) => listing && { ...listing, videos: listing.videos.map((v) => (v.id === video.id ? video : v)) },
  );
  queryClient.setQueryData(videosKeys.video(video.id), video);
  return markVideosStale(queryClient);
}

/**
 * Drops a deleted video from what is on screen and lowers the total by one (spec section 4); the lists then fill up
 * again.
 */
export function dropVideo(queryClient: QueryClient, id: number) {
  queryClient.setQueriesData<VideoListResponse>(
    { queryKey: videosKeys.lists },
    (list) =>
      list && {
        videos: list.videos.filter((v) => v.id !== id),
        pagination: { ...list.pagination, total_count: Math.max(0, list.pagination.total_count - 1) },
      },
  );
  queryClient.setQueriesData<VideoSearchResponse>(
    { queryKey: videosKeys.searches },
    (found) => found && { ...found, videos: found.videos.filter((v) => v.id !== id) },
  );
  queryClient.removeQueries({ queryKey: videosKeys.video(id) });
  return markVideosStale(queryClient);
}
