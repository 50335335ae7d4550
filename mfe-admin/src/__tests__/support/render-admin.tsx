import { render } from '@testing-library/react';
import { createQueryClient } from '@site/api-client';
import { AuthProvider } from '@site/auth';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster } from '@site/ui';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import DebugRoute from '../../features/debug/debug-route.js';
import AdminRoutes from '../../routes.js';

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/**
 * The admin remote as the shell mounts it: /admin/* and /debug-admin; anything else shows where it
 * went. With a query cache of its own, unless given the one the page shares with the other areas.
 */
export function renderAdmin(path: string, client: QueryClient = createQueryClient()) {
  return render(
    <QueryClientProvider client={client}>
      <AuthProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/admin/*" element={<AdminRoutes />} />
            <Route path="/debug-admin" element={<DebugRoute />} />
            <Route path="*" element={<WhereAmI />} />
          </Routes>
        </MemoryRouter>
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>,
  );
}
