import { feedKeys } from './feed-keys.js';

/** Every forum answer lives under ['forum', ...]; a change marks stale exactly the answers that show it. */
export const forumKeys = {
  all: ['forum'],
  stats: ['forum', 'stats'],
  categories: ['forum', 'categories'],
  /** A category's header and its threads, in every order. */
  category: (categoryId: number | string) => ['forum', 'category', String(categoryId)],
  thread: (threadId: number | string) => ['forum', 'thread', String(threadId)],
  /** The replies loaded so far, page by page (under the thread: marking the thread stale reloads them too). */
  replies: (threadId: number | string) => ['forum', 'thread', String(threadId), 'replies'],
  search: ['forum', 'search'],
  /** A member's thread feeds (issue 31): `/forum/new` (never opened) and `/forum/unread` (new posts since last read). */
  feeds: ['forum', 'feed'],
  feed: (kind: 'new' | 'unread', page: number) => ['forum', 'feed', kind, page],
  /** A member's profile and its lists (usernames are case-insensitive). */
  member: (username: string) => ['forum', 'member', username.toLowerCase()],
  /** What lists a thread: its category's page, the categories' latest thread, search hits, the member's feeds. */
  listingThread: (categoryId: number) => [
    forumKeys.category(categoryId),
    forumKeys.categories,
    forumKeys.search,
    forumKeys.feeds,
  ],
  /** A thread started or deleted: what lists it, the figures, and the home feed (it shows the newest threads). */
  threadAddedOrRemoved: (categoryId: number) => [...forumKeys.listingThread(categoryId), forumKeys.stats, feedKeys.all],
} as const;
