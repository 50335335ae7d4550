import { render, screen } from '@testing-library/react';
import { AuthProvider } from '@site/auth';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import AreaRoutes from '../routes.js';

describe('news routes', () => {
  it('renders the area page at /news and reports when the server cannot be reached', async () => {
    render(
      <AuthProvider>
        <MemoryRouter initialEntries={['/news']}>
          <Routes>
            <Route path="/news/*" element={<AreaRoutes />} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Gaming News' })).toBeInTheDocument();
    // No API runs in component tests: the live call fails and says so.
    expect(await screen.findByText(/^Server unavailable: Network error:/)).toBeInTheDocument();
  });
});
