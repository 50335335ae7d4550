import { render } from '@testing-library/react';
import { createQueryClient } from '@site/api-client';
import { AuthProvider } from '@site/auth';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import AreaRoutes from '../../routes.js';

/** The videos remote as the shell mounts it (at /videos/* and /video/*), with a query cache of its own. */
export function renderVideos(path: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/videos/*" element={<AreaRoutes />} />
            <Route path="/video/*" element={<AreaRoutes />} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
}
