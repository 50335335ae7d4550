import type { User } from '@site/contracts';
import { setMemberHint } from './member-hint.js';

// Keys are part of the product (spec section 4): other tabs and old pages read them too.
const TOKEN_KEY = 'token';
const USER_KEY = 'user';
const FORUM_TOKEN_KEY = 'forum_token';
const FORUM_USER_KEY = 'forum_user';

function readUser(): User | null {
  const raw = localStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as User;
  } catch {
    return null;
  }
}

export const authStorage = {
  token: () => localStorage.getItem(TOKEN_KEY),
  /**
   * Brings the member hint cookie in line with the stored token (a login from before the hint existed, another tab's
   * logout).
   */
  syncMemberHint() {
    setMemberHint(localStorage.getItem(TOKEN_KEY) !== null);
  },
  user: readUser,
  save(token: string, user: User) {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    setMemberHint(true);
  },
  saveUser(user: User) {
    localStorage.setItem(USER_KEY, JSON.stringify(user));
  },
  /** Forum registration also keeps its own copy (spec section 4). */
  saveForum(token: string, user: User) {
    localStorage.setItem(FORUM_TOKEN_KEY, token);
    localStorage.setItem(FORUM_USER_KEY, JSON.stringify(user));
  },
  clear() {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
    setMemberHint(false);
  },
};
