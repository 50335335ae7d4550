import type { DiscussedGame } from './compatibility.js';
import type { Pagination } from './pagination.js';
import type { WatchLevel } from './notifications.js';
import type { UserRole } from './users.js';

/** Spec section 9: thread sorts and vote types. */
export type ForumThreadSort = 'latest' | 'popular' | 'most_replies';
export type ForumVoteType = 'upvote' | 'downvote';

/** An author as the forum shows it. A deleted account shows as '[deleted]', role regular. */
export interface ForumAuthor {
  id: number | null;
  username: string;
  display_name: string;
  role: UserRole;
  /** Threads plus replies the user has written. */
  post_count: number;
}

/** A thread in a list: everything but its replies and the whole opening post. */
export interface ForumThreadSummary {
  id: number;
  category_id: number;
  title: string;
  /** The opening post's prose on one line, at most 300 characters (never the whole text). */
  excerpt: string;
  author_id: number | null;
  author: ForumAuthor;
  author_username: string;
  is_pinned: boolean;
  is_locked: boolean;
  /** Upvotes minus downvotes. */
  vote_count: number;
  /** Replies (posts) in the thread. */
  reply_count: number;
  view_count: number;
  /** The opening post plus the replies. */
  post_count: number;
  created_at: string;
  /** The last activity: creation, a reply, an edit or a deleted reply. */
  updated_at: string;
  /** The catalogue game the thread discusses, or null. */
  game: DiscussedGame | null;
  /** Seeded to show the site off: removable in one go by an admin. */
  is_demo: boolean;
  /** The opening post or title was changed after posting (issue 31). */
  edited: boolean;
  /** The highest post number in the thread (the opening post is 1): "12 / 70" counts against it. */
  last_post_number: number;
  /**
   * For a logged-in member who has opened the thread: the posts after the last one they read (0 when
   * read to the end). Null for a visitor, or a thread the member never opened.
   */
  unread_count: number | null;
  /** The first post the member has not read (id), for 'opening goes to the first unread'; null when none. */
  first_unread_post_id: number | null;
}

export interface ForumPost {
  id: number;
  thread_id: number;
  /** Markdown, stored as sent. */
  content: string;
  /** The content rendered from Markdown and sanitised when it was written, ready to insert. */
  content_html: string;
  author: ForumAuthor;
  created_at: string;
  updated_at: string;
  edited: boolean;
  /** Its place in the thread, stable: the opening post is 1, the first reply 2; a deleted post leaves a gap. */
  post_number: number;
}

/**
 * GET /api/forum/threads/{id}?page=&limit=&post=: the thread, one page of its replies oldest first
 * (the first page unless asked; `post=<reply id>` gives the page holding that reply, the first page
 * when the thread has no such reply), and the caller's own vote.
 */
export interface ForumThread extends ForumThreadSummary {
  /** The opening post: Markdown, stored as sent. */
  content: string;
  /** The opening post rendered from Markdown and sanitised when it was written, ready to insert. */
  content_html: string;
  posts: ForumPost[];
  /** Which page of the replies `posts` is (total_count: every reply of the thread). */
  posts_pagination: Pagination;
  /** The logged-in caller's vote on this thread; null when none or anonymous. */
  user_vote: ForumVoteType | null;
  /** The caller's watch level (watching: they started, replied or chose to); null when anonymous. */
  watch_level: WatchLevel | null;
  /** The caller's last read post number; null when anonymous or never opened before this read. */
  last_read_post_number: number | null;
}

/**
 * PUT /api/forum/threads/{id}/read: the member has read up to `post_number` (never moves back).
 * Answers the thread's unread_count after it.
 */
export interface ForumReadInput {
  post_number: number;
}

/**
 * PATCH /api/forum/threads/{id}: the author (or a moderator) edits the title and the opening post; a moderator or
 * an admin may also move the thread to another category (its author is told: 'thread_moved').
 */
export interface ForumThreadEdit {
  title?: string;
  content?: string;
  category_id?: number;
}

/**
 * GET /api/forum/threads/unread?page=&limit= (threads the member opened that have posts they have not
 * read, latest activity first) and GET /api/forum/threads/new (threads of the last 14 days they never
 * opened, newest first). Members only.
 */
export interface ForumThreadFeedResponse {
  threads: ForumThreadSummary[];
  pagination: Pagination;
}

/** GET /api/forum/threads/{id}/posts?page=&limit=: more replies, oldest first (counts no view). */
export interface ForumPostPage {
  posts: ForumPost[];
  pagination: Pagination;
}

export interface ForumLatestThread {
  id: number;
  title: string;
  updated_at: string;
}

export interface ForumCategory {
  id: number;
  name: string;
  description: string;
  /** An emoji; the default is the speech balloon. */
  icon: string;
  thread_count: number;
  latest_thread: ForumLatestThread | null;
  created_at: string;
}

/**
 * GET /api/forum/categories: each category with its few latest threads (pinned first, then latest; see
 * nestedThreadsPerCategory).
 */
export interface ForumCategoryWithThreads extends ForumCategory {
  threads: ForumThreadSummary[];
}

/** POST /api/forum/categories and PUT /api/forum/categories/{id}. */
export interface ForumCategoryInput {
  name: string;
  description: string;
  icon?: string;
}

/** GET /api/forum/categories/{id}/threads?sort=&page=&limit=: pinned first on every page's sort, ties by newest id. */
export interface ForumThreadListResponse {
  category: ForumCategory;
  threads: ForumThreadSummary[];
  pagination: Pagination;
  /**
   * The caller's watch level on the category (PUT /api/forum/categories/{id}/watch), null when anonymous.
   */
  watch_level: WatchLevel | null;
}

/**
 * POST /api/forum/categories/{id}/threads; `category_id`, when sent, must match the path;
 * `game_id` ties the thread to a catalogue game (it then lists on the game's page).
 */
export interface ForumThreadInput {
  title: string;
  content: string;
  category_id?: number;
  game_id?: number | null;
}

/** POST /api/forum/threads/{id}/posts and PATCH /api/forum/posts/{id}. */
export interface ForumPostInput {
  content: string;
}

export interface ForumVoteInput {
  vote_type: ForumVoteType;
}

/** POST /api/forum/threads/{id}/vote: the true sum after the change and the caller's vote now. */
export interface ForumVoteResponse {
  vote_count: number;
  user_vote: ForumVoteType | null;
}

/** GET /api/forum/stats: the forum home's figures. */
export interface ForumStats {
  categories: number;
  threads: number;
  /** Opening posts plus replies. */
  posts: number;
  members: number;
}

export interface ForumPostSearchResult {
  id: number;
  thread_id: number;
  thread_title: string;
  category_id: number;
  /** The reply's prose on one line, at most 300 characters. */
  excerpt: string;
  author: ForumAuthor;
  created_at: string;
}

/**
 * A page of one list of the forum search. Only the newest matches are ranked (500 of each list,
 * docs/search.md): `total_count` counts those, and `capped` says more rows match than were ranked
 * (show the total as "500+").
 */
export interface ForumSearchPagination extends Pagination {
  capped: boolean;
}

/**
 * GET /api/forum/search?q=&category_id=&page=&limit=: best match first (title, then whole words,
 * then text rank, then latest); `page` and `limit` apply to each list. Under 2 characters, empty.
 */
export interface ForumSearchResponse {
  threads: ForumThreadSummary[];
  posts: ForumPostSearchResult[];
  /** The results in this answer: threads plus posts of this page. */
  count: number;
  threads_pagination: ForumSearchPagination;
  posts_pagination: ForumSearchPagination;
}
