import { createContext } from 'react';
import type { User } from '@site/contracts';

export interface AuthState {
  user: User | null;
  token: string | null;
  /** True while the stored token is being checked against `/api/auth/me`. */
  loading: boolean;
  /** Token and user both present. */
  isAuthenticated: boolean;
  isAdmin: boolean;
  /** Keep a fresh login (token and user) and use it from now on. */
  signIn(token: string, user: User): void;
  /** Forget the token and user. */
  logout(): void;
}

export const AuthContext = createContext<AuthState | null>(null);
