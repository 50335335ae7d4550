import type { User } from '@site/contracts';

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
  user: readUser,
  save(token: string, user: User) {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(USER_KEY, JSON.stringify(user));
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
  },
};
