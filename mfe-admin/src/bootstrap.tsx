// Standalone host for `npm run dev -w mfe-admin`: the same routes without the shell.
import { AuthProvider } from '@site/auth';
import { AreaScope, Toaster } from '@site/ui';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import DebugRoute from './features/debug/debug-route.js';
import AreaRoutes from './routes.js';

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <AuthProvider>
      <AreaScope name="admin">
        <main className="mx-auto max-w-7xl p-4">
          <Routes>
            <Route path="/admin/*" element={<AreaRoutes />} />
            <Route path="/debug-admin" element={<DebugRoute />} />
            <Route path="*" element={<Navigate to="/admin" replace />} />
          </Routes>
        </main>
      </AreaScope>
      <Toaster />
    </AuthProvider>
  </BrowserRouter>,
);
