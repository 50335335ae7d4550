import type { CompatibilityReport } from './compatibility.js';
import type { ForumThreadSummary } from './forum.js';
import type { NotificationSettings } from './notifications.js';
import type { Pagination } from './pagination.js';
import type { MemberReply } from './profiles.js';

export type UserRole = 'admin' | 'moderator' | 'regular';

export interface User {
  id: number;
  username: string;
  email: string;
  role: UserRole;
  display_name: string;
  created_at: string;
  updated_at: string;
  post_count: number;
}

export interface LoginRequest {
  username: string;
  password: string;
}

export interface RegistrationRequest {
  username: string;
  email: string;
  password: string;
  display_name: string;
}

export interface LoginResponse {
  access_token: string;
  user: User;
}

export interface EmailRequest {
  email: string;
}

export interface ResetPasswordConfirmRequest {
  token: string;
  new_password: string;
}

/** The same answer whether or not the email exists (no account enumeration). */
export interface MessageResponse {
  message: string;
}

/** What /test-login may show: only on the embedded default database, never a password. */
export interface LoginHintResponse {
  show: boolean;
  username?: string;
  hint?: string;
}

export interface RoleChangeRequest {
  role: Exclude<UserRole, 'admin'>;
}

/** PATCH /api/auth/me: the caller's own account (answers the User). A new email needs the current password. */
export interface AccountUpdateRequest {
  email?: string;
  display_name?: string;
  current_password?: string;
}

/**
 * PUT /api/auth/me/password: the same rules as a reset. Answers a LoginResponse whose token is the
 * caller's new session: every other session of the user ends.
 */
export interface PasswordChangeRequest {
  current_password: string;
  new_password: string;
}

/** What became of a member's submitted video or news item. */
export type SubmissionStatus = 'pending' | 'approved' | 'denied';

/** One of the caller's submissions, as GET /api/auth/me/submissions lists it. */
export interface MySubmission {
  type: 'video' | 'news';
  id: number;
  title: string;
  status: SubmissionStatus;
  /** The admin's reason when denied and one was given, else null. */
  denial_reason: string | null;
  /** The item's page once approved (`/video/12`, `/news/7`), else null. */
  url: string | null;
  created_at: string;
  updated_at: string;
}

/** GET /api/auth/me/submissions?page=&limit=: the caller's videos and news, newest first. */
export interface MySubmissionPage {
  submissions: MySubmission[];
  pagination: Pagination;
}

/**
 * DELETE /api/auth/me: the caller's account goes at once (email, sessions, settings). Their threads, replies and
 * reports stay under "deleted member" unless `delete_posts` is true. Wrong password: 403; the admin: 409.
 */
export interface AccountDeletionRequest {
  password: string;
  delete_posts?: boolean;
}

/**
 * GET /api/auth/me/export: everything the site holds about the caller, as one JSON attachment. Lists are complete,
 * newest first; `notification_settings` are the mail settings in force (defaults where never changed).
 */
export interface MemberDataExport {
  exported_at: string;
  profile: User;
  threads: ForumThreadSummary[];
  replies: MemberReply[];
  compatibility_reports: CompatibilityReport[];
  submissions: MySubmission[];
  notification_settings: NotificationSettings;
}
