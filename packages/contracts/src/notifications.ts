import type { Pagination } from './pagination.js';

/** Issue 31: what a member is told about. */
export type NotificationKind =
  | 'reply' // a reply in a thread the member watches
  | 'mention' // @username in a thread, reply, compatibility report or news item
  | 'submission_approved' // their submitted video or news item
  | 'submission_denied'
  | 'report_hidden' // their compatibility report, by a moderator
  | 'report_shown'
  | 'thread_pinned' // their thread, by a moderator (unpinned/unlocked tell nothing)
  | 'thread_locked'
  | 'thread_moved'
  | 'thread_deleted'
  | 'setup_report'; // a new report for a setup they reported on the same game

/** How a kind reaches the member by mail. */
export type MailDelivery = 'immediately' | 'digest' | 'never';

export interface NotificationActor {
  id: number | null;
  username: string;
  display_name: string;
}

/** What a notification is about (deleting it withdraws the notification). */
export type NotificationSubject = 'forum_thread' | 'forum_post' | 'video' | 'news' | 'compatibility_report';

export interface Notification {
  id: number;
  kind: NotificationKind;
  /** What it is about: a denied submission's link goes to /account, so its wording needs this. */
  subject: NotificationSubject;
  /** Who caused it; null for the site itself or a deleted account. */
  actor: NotificationActor | null;
  /** One line: what happened, e.g. the thread's title. */
  title: string;
  /** The post's prose on one line (at most 300 characters), or ''. */
  excerpt: string;
  /** A moderator's or admin's reason (a denial), or null. */
  reason: string | null;
  /** The site path to open: the exact post, `/forum/thread/12?post=345#post-345`, or the item. */
  link: string;
  read: boolean;
  created_at: string;
}

/** GET /api/notifications?page=&limit=: newest first. */
export interface NotificationPage {
  notifications: Notification[];
  pagination: Pagination;
  unread_count: number;
}

/**
 * GET /api/notifications/unread-count, and each `count` event of the stream
 * GET /api/notifications/stream (text/event-stream, `Authorization: Bearer`, read with fetch).
 */
export interface UnreadCount {
  unread_count: number;
}

/** POST /api/notifications/{id}/read and POST /api/notifications/read-all answer the UnreadCount. */

/** GET and PUT /api/notifications/settings: every kind with its delivery (PUT may send some). */
export interface NotificationSettings {
  mail: Record<NotificationKind, MailDelivery>;
}

/** POST /api/notifications/unsubscribe (no login: the token is the signed link's). RFC 8058 one-click too. */
export interface UnsubscribeRequest {
  token: string;
}

export interface UnsubscribeResponse {
  /** The kind now set to 'never', or null when the token unsubscribed every kind. */
  kind: NotificationKind | null;
  message: string;
}

/** PUT /api/forum/threads/{id}/watch and PUT /api/forum/categories/{id}/watch. */
export type WatchLevel = 'watching' | 'normal' | 'muted';

export interface WatchInput {
  level: WatchLevel;
}

/** GET /api/users/search?q=&limit=: usernames starting with q (2+ characters), at most 8, for @mentions. */
export interface UserSearchResult {
  username: string;
  display_name: string;
}
