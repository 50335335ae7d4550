import { apiError } from '@site/test-api';
import { http, HttpResponse } from 'msw';

type Listed = { id: number };

/** One page holding every video given. */
export const onePage = (count: number) => ({
  page: 1,
  limit: 18,
  total_count: count,
  total_pages: 1,
  has_next: false,
  has_prev: false,
});

/**
 * The library holding `videos`: the list and the search answer them all, each its own page; any other id is not found.
 */
export function library(videos: Listed[]) {
  return [
    http.get('/api/videos/search', () => HttpResponse.json({ videos, count: videos.length })),
    http.get('/api/videos/:id', ({ params }) => {
      const video = videos.find(({ id }) => String(id) === params.id);
      return video ? HttpResponse.json(video) : apiError(404, 'Video not found');
    }),
    http.get('/api/videos/', () => HttpResponse.json({ videos, pagination: onePage(videos.length) })),
  ];
}

/** The area's tests start from an empty library (support/setup-api.ts). */
export const handlers = library([]);
