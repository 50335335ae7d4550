import { AuthProvider } from '@site/auth';
import { Toaster } from '@site/ui';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app-routes.js';
import { Layout } from './layout/layout.js';

export function App() {
  return (
    <BrowserRouter>
      <AuthProvider>
        <Layout>
          <AppRoutes />
        </Layout>
        <Toaster />
      </AuthProvider>
    </BrowserRouter>
  );
}
