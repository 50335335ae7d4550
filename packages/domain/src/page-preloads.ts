import { pageSizes, videoListSearch } from './paging.js';

/**
 * The API reads a page makes first, as its app asks for them (paths under the client's `/api`).
 * A preload under another address would not be used and the data would be fetched twice, so the
 * page server builds its preloads with these. The apps' own calls stay literal paths, which the
 * contracts check reads (`npm run check-contracts`); what varies in them (page sizes, queries)
 * comes from this package.
 */
export const apiReads = {
  feedPage: (page: number) => `/feed?page=${page}`,
  videoList: (page: number, limit: number, category?: string) => `/videos/?${videoListSearch(page, limit, category)}`,
  video: (id: number) => `/videos/${id}`,
  article: (id: number) => `/news/${id}`,
  platforms: () => '/lightgun/platforms',
  lightgunStats: () => '/lightgun/stats',
  game: (id: number) => `/lightgun/games/${id}`,
  /** The best games for a setup, by its options' slugs (lower case). */
  setupPage: (gun: string, display: string, play: string | null) =>
    `/lightgun/setups/${encodeURIComponent(gun)}/${encodeURIComponent(display)}${play ? `?play=${encodeURIComponent(play)}` : ''}`,
  forumStats: () => '/forum/stats',
  forumCategories: () => '/forum/categories',
  thread: (id: number) => `/forum/threads/${id}`,
  member: (username: string) => `/users/${encodeURIComponent(username)}`,
} as const;

/** What each section page reads first, by its address. */
export const sectionPreloads: Readonly<Record<string, readonly string[]>> = {
  '/': [apiReads.feedPage(1)],
  '/videos': [apiReads.videoList(1, pageSizes.videos)],
  '/games': [apiReads.platforms(), apiReads.lightgunStats()],
  '/forum': [apiReads.forumStats(), apiReads.forumCategories()],
};

/**
 * What a page of one thing reads first, from what its address names (`ItemPageKind`); a kind that
 * is not here reads nothing the server can name ahead.
 */
export const itemPreloads = {
  // The video, and the first page of the library its related videos are picked from.
  video: (id: number) => [apiReads.video(id), apiReads.videoList(1, pageSizes.relatedVideoCandidates)],
  article: (id: number) => [apiReads.article(id)],
  game: (id: number) => [apiReads.game(id)],
  setup: (gun: string, display: string, play: string | null) => [apiReads.setupPage(gun, display, play)],
  thread: (id: number) => [apiReads.thread(id)],
  member: (username: string) => [apiReads.member(username)],
};
