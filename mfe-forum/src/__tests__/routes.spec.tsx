import { render, screen } from '@testing-library/react';
import { AuthProvider } from '@site/auth';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import AreaRoutes from '../routes.js';

describe('forum routes', () => {
  it('renders the area page at /forum and reports when the server cannot be reached', async () => {
    render(
      <AuthProvider>
        <MemoryRouter initialEntries={['/forum']}>
          <Routes>
            <Route path="/forum/*" element={<AreaRoutes />} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Community Forum' })).toBeInTheDocument();
    // No API runs in component tests: the live call fails and says so.
    expect(await screen.findByText(/^Server unavailable: Network error:/)).toBeInTheDocument();
  });
});
