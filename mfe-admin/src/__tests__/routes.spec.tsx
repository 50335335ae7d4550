import { render, screen } from '@testing-library/react';
import { AuthProvider } from '@site/auth';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import AdminRoutes from '../routes.js';

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

describe('admin routes', () => {
  it('sends a visitor from /admin to the login page with returnTo pointing at the dashboard', () => {
    render(
      <AuthProvider>
        <MemoryRouter initialEntries={['/admin']}>
          <Routes>
            <Route path="/admin/*" element={<AdminRoutes />} />
            <Route path="*" element={<WhereAmI />} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>,
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/login?returnTo=%2Fadmin%2Fdashboard');
  });
});
