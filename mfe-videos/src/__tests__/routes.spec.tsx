import { render, screen } from '@testing-library/react';
import { AuthProvider } from '@site/auth';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import AreaRoutes from '../routes.js';

describe('videos routes', () => {
  it('renders the area page at /videos and reports when the server cannot be reached', async () => {
    render(
      <AuthProvider>
        <MemoryRouter initialEntries={['/videos']}>
          <Routes>
            <Route path="/videos/*" element={<AreaRoutes />} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Lightgun Gaming Video Library' })).toBeInTheDocument();
    // No API runs in component tests: the live call fails and says so.
    expect(await screen.findByText(/^Server unavailable: Network error:/)).toBeInTheDocument();
  });
});
