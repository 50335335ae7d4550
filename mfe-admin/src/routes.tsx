// The module this remote exposes as './routes': the shell mounts it under /admin/*.
import { RequireAuth } from '@site/auth';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AdminHomePage } from './features/overview/admin-home-page.js';
import './styles.css';

export default function AdminRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="dashboard" replace />} />
      <Route
        path="dashboard"
        element={
          <RequireAuth admin>
            <AdminHomePage />
          </RequireAuth>
        }
      />
    </Routes>
  );
}
