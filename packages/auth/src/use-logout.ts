import { startTransition, useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { authApi } from './auth-api.js';
import { useAuth } from './use-auth.js';

/**
 * Logout, then go to `to` (spec: Logout goes to /). The server ends the token's session too; the
 * request takes the token before it is cleared here, and the browser logs out whatever it answers
 * (offline, or the token already ended). The router navigates inside a transition, so
 * the logout runs in one too: both render together and a guarded page never sees the logged-out
 * user first (which would send them to /login?returnTo=... instead).
 */
export function useLogout(to = '/') {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return useCallback(() => {
    authApi.logout().catch(() => {});
    void navigate(to);
    startTransition(logout);
  }, [logout, navigate, to]);
}
