import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { apiClient, isNetworkError } from '@site/api-client';
import type { User } from '@site/contracts';
import { AuthContext, type AuthState } from './auth-context.js';
import { authStorage } from './auth-storage.js';

/**
 * Holds the signed-in user for the whole page; remotes read it through the shared singleton. It sits
 * inside the page's QueryClientProvider: answers cached for one identity (a thread with its own
 * votes, admin lists) are dropped when someone signs in or out, and what is on screen is fetched again.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState(authStorage.token);
  const [user, setUser] = useState<User | null>(authStorage.user);
  const [loading, setLoading] = useState(() => authStorage.token() !== null);

  const logout = useCallback(() => {
    authStorage.clear();
    setToken(null);
    setUser(null);
    void queryClient.resetQueries();
  }, [queryClient]);

  const signIn = useCallback(
    (nextToken: string, nextUser: User) => {
      authStorage.save(nextToken, nextUser);
      setToken(nextToken);
      setUser(nextUser);
      void queryClient.resetQueries();
    },
    [queryClient],
  );

  // Check a stored token once at start; a refusal logs out silently (spec section 8). A request that
  // never got an answer (offline, or cut off because the page is being left) proves nothing about
  // the token: logging out then would wipe a good session on a quick navigation.
  useEffect(() => {
    authStorage.syncMemberHint();
    const stored = authStorage.token();
    if (!stored) return;
    let cancelled = false;
    apiClient
      .get<User>('/auth/me')
      .then((me) => {
        if (cancelled) return;
        authStorage.saveUser(me);
        setUser(me);
      })
      .catch((error: unknown) => {
        if (!cancelled && !isNetworkError(error)) logout();
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [logout]);

  const value = useMemo<AuthState>(
    () => ({
      user,
      token,
      loading,
      isAuthenticated: Boolean(token && user),
      isAdmin: Boolean(token && user?.role === 'admin'),
      signIn,
      logout,
    }),
    [user, token, loading, signIn, logout],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
