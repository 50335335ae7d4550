import { render, screen, waitFor, type RenderResult } from '@testing-library/react';
import { createQueryClient } from '@site/api-client';
import { AuthProvider } from '@site/auth';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster } from '@site/ui';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import ProfileRoute from '../../features/profile/profile-route.js';
import AreaRoutes from '../../routes.js';
import { expect } from 'vitest';

/** Where the router is now, so tests can assert navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * The forum remote mounted as the shell mounts it, its routes at /forum/* and its profiles at /u/* (with a query cache
 * of its own,
 * unless given the one the page shares with the other areas). Pages that load on demand are
 * waited for; the others are returned at once, in their first (loading) state.
 */
export async function renderForum(path: string, client: QueryClient = createQueryClient()): Promise<RenderResult> {
  const result = render(
    <QueryClientProvider client={client}>
      <AuthProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/forum/*" element={<AreaRoutes />} />
            <Route path="/u/*" element={<ProfileRoute />} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>,
  );
  if (screen.queryByText('Loading page...'))
    await waitFor(() => expect(screen.queryByText('Loading page...')).toBeNull());
  return result;
}
