import type { Video, VideoListResponse, VideoSearchResponse } from '@site/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { videosKey } from './videos-keys.js';

type Listing = VideoListResponse | VideoSearchResponse;

/** Shows a changed video (approved, retagged) in every cached list, search and page at once. */
export function putVideo(queryClient: QueryClient, video: Video) {
  queryClient.setQueriesData<Listing>(
    { queryKey: [...videosKey, 'list'] },
    (listing) => listing && { ...listing, videos: listing.videos.map((v) => (v.id === video.id ? video : v)) },
  );
  queryClient.setQueriesData<Listing>(
    { queryKey: [...videosKey, 'search'] },
    (listing) => listing && { ...listing, videos: listing.videos.map((v) => (v.id === video.id ? video : v)) },
  );
  queryClient.setQueryData([...videosKey, 'video', String(video.id)], video);
}

/**
 * Drops a deleted video from what is on screen and lowers the total by one (spec section 4), then
 * refetches the lists so the page fills up again.
 */
export function dropVideo(queryClient: QueryClient, id: number) {
  queryClient.setQueriesData<VideoListResponse>(
    { queryKey: [...videosKey, 'list'] },
    (list) =>
      list && { videos: list.videos.filter((v) => v.id !== id), pagination: { ...list.pagination, total_count: Math.max(0, list.pagination.total_count - 1) } },
  );
  queryClient.setQueriesData<VideoSearchResponse>(
    { queryKey: [...videosKey, 'search'] },
    (found) => found && { ...found, videos: found.videos.filter((v) => v.id !== id) },
  );
  queryClient.removeQueries({ queryKey: [...videosKey, 'video', String(id)] });
  return queryClient.invalidateQueries({ queryKey: [...videosKey, 'list'] });
}
