import { render } from '@testing-library/react';
import { createQueryClient } from '@site/api-client';
import { AuthProvider } from '@site/auth';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import AreaRoutes from '../../routes.js';

/**
 * The videos remote as the shell mounts it (at /videos/* and /video/*), with a query cache of its own
 * unless given the one it shares with the rest of the page (`beside`: what other areas show with it).
 */
export function renderVideos(
  path: string,
  { client = createQueryClient(), beside }: { client?: QueryClient; beside?: ReactNode } = {},
) {
  return render(
    <QueryClientProvider client={client}>
      <AuthProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/videos/*" element={<AreaRoutes />} />
            <Route path="/video/*" element={<AreaRoutes />} />
          </Routes>
        </MemoryRouter>
        {beside}
      </AuthProvider>
    </QueryClientProvider>,
  );
}
