import { createQueryClient } from '@site/api-client';
import { AuthProvider } from '@site/auth';
import type { User, UserRole } from '@site/contracts';
import { Toaster } from '@site/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import AreaRoutes from '../../routes.js';

/** Where the router is now, so tests can assert navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function aUser(id: number, role: UserRole = 'regular'): User {
  const now = new Date().toISOString();
  return {
    id,
    username: `user${id}`,
    email: `user${id}@example.com`,
    role,
    display_name: `User ${id}`,
    created_at: now,
    updated_at: now,
    post_count: 0,
  };
}

/** The games remote mounted at /games/* as the shell mounts it, with its own query cache and the toasts. */
export function renderGames(path: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/games/*" element={<AreaRoutes />} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>,
  );
}
