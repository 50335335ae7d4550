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
