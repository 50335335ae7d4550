import type { CompatibilityReport } from './compatibility.js';
import type { ForumPost, ForumThreadSummary } from './forum.js';
import type { Pagination } from './pagination.js';
import type { UserRole } from './users.js';

/** GET /api/users/{username} (username case-insensitive): a member's public profile; never an email. */
export interface MemberProfile {
  id: number;
  username: string;
  display_name: string;
  role: UserRole;
  /** When the account was created. */
  joined_at: string;
  /** Threads plus replies, as the forum counts them. */
  post_count: number;
  thread_count: number;
  reply_count: number;
}

/** GET /api/users/{username}/threads?page=&limit=: newest first. */
export interface MemberThreadPage {
  threads: ForumThreadSummary[];
  pagination: Pagination;
}

/** A reply with the thread it belongs to, for lists outside the thread: its excerpt, not its whole text. */
export interface MemberReply extends Omit<ForumPost, 'content' | 'content_html'> {
  thread_title: string;
  /** The reply's prose on one line, at most 300 characters. */
  excerpt: string;
}

/** GET /api/users/{username}/replies?page=&limit=: newest first. */
export interface MemberReplyPage {
  replies: MemberReply[];
  pagination: Pagination;
}

/**
 * GET /api/users/{username}/reports?page=&limit=: newest first; hidden ones only for the member,
 * moderators and admins (pagination.total_count is the profile's report count).
 */
export interface MemberReportPage {
  reports: CompatibilityReport[];
  pagination: Pagination;
}
