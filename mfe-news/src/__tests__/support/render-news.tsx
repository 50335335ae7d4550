import { createQueryClient } from '@site/api-client';
import { AuthProvider } from '@site/auth';
import { Toaster } from '@site/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import AreaRoutes from '../../routes.js';

/** The news remote as the shell mounts it (at /news/*), with its toasts and a query cache of its own. */
export function renderNews(path: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/news/*" element={<AreaRoutes />} />
          </Routes>
        </MemoryRouter>
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>,
  );
}
