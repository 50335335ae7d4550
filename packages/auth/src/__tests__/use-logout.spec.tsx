import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@site/contracts';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { server, signedInAs } from '@site/test-api';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AuthProvider, RequireAuth, useAuth, useLogout } from '../index.js';

const admin: User = {
  id: 1,
  username: 'admin',
  email: 'admin@example.com',
  role: 'admin',
  display_name: 'Admin',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  post_count: 0,
};

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function LogoutButton() {
  const logout = useLogout();
  return (
    <button type="button" onClick={logout}>
      Logout
    </button>
  );
}

/** A stored admin session the start-up check confirms, and a server that ends it. */
function signInAsAdmin() {
  signedInAs(admin);
  server.use(http.post('/api/auth/logout', () => HttpResponse.json({ message: 'Logged out' })));
}

function renderLogoutAtHome(queryClient = new QueryClient()) {
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <MemoryRouter initialEntries={['/']}>
          <Routes>
            <Route path="/" element={<LogoutButton />} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
}

describe('useLogout', () => {
  it('logs out from a guarded page and lands on /, not on the login page', async () => {
    signInAsAdmin();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AuthProvider>
          <MemoryRouter initialEntries={['/admin/dashboard']}>
            <Routes>
              <Route
                path="/admin/dashboard"
                element={
                  <RequireAuth admin>
                    <LogoutButton />
                  </RequireAuth>
                }
              />
              <Route path="*" element={<WhereAmI />} />
            </Routes>
          </MemoryRouter>
        </AuthProvider>
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('ends the session on the server with the token, and logs out locally even when that fails', async () => {
    localStorage.setItem('token', 'a-token');
    localStorage.setItem('user', JSON.stringify(admin));
    const calls: Array<{ path: string; method: string; authorization: string | null }> = [];
    server.use(
      http.get('/api/auth/me', () => HttpResponse.json(admin)),
      http.post('/api/auth/logout', ({ request }) => {
        calls.push({
          path: new URL(request.url).pathname,
          method: request.method,
          authorization: request.headers.get('authorization'),
        });
        return HttpResponse.error();
      }),
    );
    renderLogoutAtHome();
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(calls).toContainEqual({ path: '/api/auth/logout', method: 'POST', authorization: 'Bearer a-token' });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("drops what was cached for the signed-in user: a thread with the user's own vote is not shown to the next visitor", async () => {
    signInAsAdmin();
    const queryClient = new QueryClient();
    queryClient.setQueryData(['forum', 'thread', 1], { id: 1, user_vote: 'like' });
    renderLogoutAtHome(queryClient);
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(queryClient.getQueryData(['forum', 'thread', 1])).toBeUndefined());
  });
});

describe('signing in', () => {
  function SignInButton() {
    const { signIn } = useAuth();
    return (
      <button type="button" onClick={() => signIn('new-token', admin)}>
        Sign in
      </button>
    );
  }

  it("drops what was cached for the visitor, so pages are fetched again with the new user's view", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['forum', 'thread', 1], { id: 1, user_vote: null });
    render(
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <SignInButton />
        </AuthProvider>
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(localStorage.getItem('token')).toBe('new-token');
    expect(queryClient.getQueryData(['forum', 'thread', 1])).toBeUndefined();
  });
});
