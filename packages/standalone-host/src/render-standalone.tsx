import { createQueryClient } from '@site/api-client';
import { AuthProvider } from '@site/auth';
import { AreaScope, Toaster } from '@site/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';

export interface StandaloneArea {
  /** The area's name and route prefix ('games' serves /games/*). */
  name: string;
  /** The remote's exposed routes component. */
  routes: ComponentType;
  /** Routes the area also owns outside its prefix (admin's /debug-admin). */
  extraRoutes?: ReactNode;
}

/**
 * The minimal host of `npm run dev -w mfe-<name>`: what the shell would give the area (router,
 * auth, its own query cache, toasts, the area's style scope) and nothing else.
 */
export function renderStandalone({ name, routes: AreaRoutes, extraRoutes }: StandaloneArea) {
  createRoot(document.getElementById('root')!).render(
    <QueryClientProvider client={createQueryClient()}>
      <BrowserRouter>
        <AuthProvider>
          <AreaScope name={name}>
            <main className="mx-auto max-w-7xl p-4">
              <Routes>
                <Route path={`/${name}/*`} element={<AreaRoutes />} />
                {extraRoutes}
                <Route path="*" element={<Navigate to={`/${name}`} replace />} />
              </Routes>
            </main>
          </AreaScope>
          <Toaster />
        </AuthProvider>
      </BrowserRouter>
    </QueryClientProvider>,
  );
}
