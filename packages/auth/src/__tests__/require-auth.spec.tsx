import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { server } from '@site/test-api';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { User } from '@site/contracts';
import { AuthProvider, RequireAuth } from '../index.js';

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function renderAt(path: string) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/admin/dashboard" element={<RequireAuth admin>Dashboard</RequireAuth>} />
            <Route path="/forum/new" element={<RequireAuth>New thread</RequireAuth>} />
            <Route path="*" element={<WhereAmI />} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
}

const regular: User = {
  id: 2,
  username: 'sam',
  email: 'sam@example.com',
  role: 'regular',
  display_name: 'Sam',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  post_count: 0,
};

describe('RequireAuth', () => {
  it('sends a visitor without a token to /login, remembering where they were going', () => {
    renderAt('/forum/new');
    expect(screen.getByTestId('location')).toHaveTextContent('/login?returnTo=%2Fforum%2Fnew');
  });

  it('shows Loading... while a stored token is checked, then logs out silently when the API refuses it', async () => {
    localStorage.setItem('token', 'stale');
    localStorage.setItem('user', JSON.stringify(regular));
    server.use(
      http.get('/api/auth/me', () =>
        HttpResponse.json({ detail: 'Could not validate credentials', status: 401 }, { status: 401 }),
      ),
    );
    renderAt('/forum/new');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('keeps the stored login when the check gets no answer (offline, or the page being left)', async () => {
    localStorage.setItem('token', 'good');
    localStorage.setItem('user', JSON.stringify(regular));
    server.use(http.get('/api/auth/me', () => HttpResponse.error()));
    renderAt('/forum/new');
    expect(await screen.findByText('New thread')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('good');
  });
});
