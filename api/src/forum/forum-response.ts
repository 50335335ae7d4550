import type {
  DiscussedGame,
  ForumCategory,
  ForumLatestThread,
  ForumPost,
  ForumThreadSummary,
  MemberReply,
} from '@site/contracts';
import { toForumAuthor, type ForumAuthorAccount } from '../users/index.js';
import type { ForumCategoryEntity } from './entities/forum-category.entity.js';
import type { ForumPostEntity } from './entities/forum-post.entity.js';
import type { ForumThreadEntity } from './entities/forum-thread.entity.js';

/** A thread as a summary shows it, its author's account included. */
export type ThreadSummarySource = Pick<
  ForumThreadEntity,
  | 'id'
  | 'categoryId'
  | 'title'
  | 'excerpt'
  | 'authorId'
  | 'gameId'
  | 'isPinned'
  | 'isLocked'
  | 'voteCount'
  | 'replyCount'
  | 'viewCount'
  | 'isDemo'
  | 'createdAt'
  | 'updatedAt'
  | 'edited'
  | 'lastPostNumber'
> & { author: ForumAuthorAccount | null };

/** How far a member has read a thread (ThreadReads); none for a visitor or a thread they never opened. */
export interface ReadState {
  unreadCount: number;
  firstUnreadPostId: number | null;
}

/**
 * Needs the thread's `author` relation loaded; `game` is the game of its `gameId`, `read` the viewer's
 * (see ThreadSummaries).
 */
export function toThreadSummary(
  thread: ThreadSummarySource,
  game: DiscussedGame | null,
  read?: ReadState,
): ForumThreadSummary {
  const author = toForumAuthor(thread.author);
  return {
    id: thread.id,
    category_id: thread.categoryId,
    title: thread.title,
    excerpt: thread.excerpt,
    author_id: thread.authorId,
    author,
    author_username: author.username,
    is_pinned: thread.isPinned,
    is_locked: thread.isLocked,
    vote_count: thread.voteCount,
    reply_count: thread.replyCount,
    view_count: thread.viewCount,
    post_count: thread.replyCount + 1,
    created_at: thread.createdAt.toISOString(),
    updated_at: thread.updatedAt.toISOString(),
    game,
    is_demo: thread.isDemo,
    edited: thread.edited,
    last_post_number: thread.lastPostNumber,
    unread_count: read?.unreadCount ?? null,
    first_unread_post_id: read?.firstUnreadPostId ?? null,
  };
}

/** A reply in a list outside its thread: its excerpt, never its whole text. Needs the `author` relation loaded. */
export function toMemberReply(post: ForumPostEntity, threadTitle: string): MemberReply {
  return {
    id: post.id,
    thread_id: post.threadId,
    thread_title: threadTitle,
    excerpt: post.excerpt,
    author: toForumAuthor(post.author),
    created_at: post.createdAt.toISOString(),
    updated_at: post.updatedAt.toISOString(),
    edited: post.edited,
    post_number: post.postNumber,
  };
}

/** Needs the post's `author` relation loaded. */
export function toForumPost(post: ForumPostEntity): ForumPost {
  return {
    id: post.id,
    thread_id: post.threadId,
    content: post.content,
    content_html: post.contentHtml,
    author: toForumAuthor(post.author),
    created_at: post.createdAt.toISOString(),
    updated_at: post.updatedAt.toISOString(),
    edited: post.edited,
    post_number: post.postNumber,
  };
}

export function toForumCategory(
  category: ForumCategoryEntity,
  threadCount: number,
  latest: ForumLatestThread | null,
): ForumCategory {
  return {
    id: category.id,
    name: category.name,
    description: category.description,
    icon: category.icon,
    thread_count: threadCount,
    latest_thread: latest,
    created_at: category.createdAt.toISOString(),
  };
}
