// Standalone host for `npm run dev -w mfe-videos`: the same routes without the shell.
import { AuthProvider } from '@site/auth';
import { AreaScope, Toaster } from '@site/ui';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import AreaRoutes from './routes.js';

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <AuthProvider>
      <AreaScope name="videos">
        <main className="mx-auto max-w-7xl p-4">
          <Routes>
            <Route path="/videos/*" element={<AreaRoutes />} />
            <Route path="*" element={<Navigate to="/videos" replace />} />
          </Routes>
        </main>
      </AreaScope>
      <Toaster />
    </AuthProvider>
  </BrowserRouter>,
);
