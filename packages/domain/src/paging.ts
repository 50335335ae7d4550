/**
 * How paged lists are asked for and answered, the same for the API and the apps (issue 17).
 * Lists whose spec shape is a bare array (news, users) keep it: the page's `Pagination` travels
 * as JSON in this response header (exposed to other origins by CORS).
 */
export const paginationHeader = 'X-Pagination';

/** The most rows one page may hold: a larger `limit` is read as this. */
export const maxPageSize = 100;

/** Default page sizes per list (the `limit` when none is asked for). */
export const pageSizes = {
  /** GET /api/forum/categories/{id}/threads */
  threads: 20,
  /** Replies per page of GET /api/forum/threads/{id} and .../posts */
  replies: 50,
  /** GET /api/news/ */
  news: 20,
  /** GET /api/auth/users */
  users: 50,
  /** Each list (threads, posts) of GET /api/forum/search */
  forumSearch: 20,
  /** GET /api/videos/: a page of the library */
  videos: 18,
  /** The video page picks its related videos from the library's first this many (spec section 9). */
  relatedVideoCandidates: 20,
} as const;

/**
 * The query of a page of the video library (`/api/videos/?...`), as the videos remote asks for it:
 * the page server preloads the same address, which must match to the letter to be used.
 */
export const videoListSearch = (page: number, limit: number, category?: string) =>
  `page=${page}&limit=${limit}${category ? `&category=${category}` : ''}`;

/** GET /api/forum/categories nests at most this many threads per category (pinned first, then latest). */
export const nestedThreadsPerCategory = 3;
