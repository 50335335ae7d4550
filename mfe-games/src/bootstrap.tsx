// Standalone host for `npm run dev -w mfe-games`: the same routes without the shell.
import { AuthProvider } from '@site/auth';
import { AreaScope, Toaster } from '@site/ui';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import AreaRoutes from './routes.js';

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <AuthProvider>
      <AreaScope name="games">
        <main className="mx-auto max-w-7xl p-4">
          <Routes>
            <Route path="/games/*" element={<AreaRoutes />} />
            <Route path="*" element={<Navigate to="/games" replace />} />
          </Routes>
        </main>
      </AreaScope>
      <Toaster />
    </AuthProvider>
  </BrowserRouter>,
);
