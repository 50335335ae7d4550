import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from './use-auth.js';

/**
 * The protected-route rule: 'Loading...' while the check runs, no user -> /login,
 * an admin-only route for a non-admin -> /. The server enforces the same rules on its own.
 */
export function RequireAuth({ children, admin = false }: { children: ReactNode; admin?: boolean }) {
  const { loading, isAuthenticated, isAdmin } = useAuth();
  const location = useLocation();

  if (loading) {
    return (
      <p role="status" className="p-8 text-center text-muted">
        Loading...
      </p>
    );
  }
  if (!isAuthenticated) {
    const returnTo = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/login?returnTo=${returnTo}`} replace />;
  }
  if (admin && !isAdmin) return <Navigate to="/" replace />;
  return <>{children}</>;
}
