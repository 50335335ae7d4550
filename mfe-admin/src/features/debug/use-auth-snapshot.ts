import { authStorage, useAuth } from '@site/auth';
import { useEffect, useState } from 'react';

const refreshIntervalMs = 1000;

function snapshot() {
  return { token: authStorage.token(), user: authStorage.user(), readAt: new Date() };
}

/**
 * Spec: the debug page refreshes every second. It re-reads what the browser keeps (localStorage),
 * so a login or logout in another tab shows here too, beside the page's own auth state.
 */
export function useAuthSnapshot() {
  const auth = useAuth();
  const [stored, setStored] = useState(snapshot);
  useEffect(() => {
    const timer = setInterval(() => setStored(snapshot()), refreshIntervalMs);
    return () => clearInterval(timer);
  }, []);
  const user = stored.user ?? auth.user;
  return {
    user,
    token: stored.token,
    isAuthenticated: Boolean(stored.token && user),
    isAdmin: Boolean(stored.token && user?.role === 'admin'),
    readAt: stored.readAt,
  };
}
