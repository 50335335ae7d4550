import { render, screen } from '@testing-library/react';
import { AuthProvider } from '@site/auth';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import AreaRoutes from '../routes.js';

function renderAt(path: string) {
  return render(
    <AuthProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/games/*" element={<AreaRoutes />} />
        </Routes>
      </MemoryRouter>
    </AuthProvider>,
  );
}

describe('games routes', () => {
  it("shows 'Light Gun Games' and 'No platforms found' when the catalogue cannot be loaded", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/games');
    expect(screen.getByRole('heading', { level: 1, name: 'Light Gun Games' })).toBeInTheDocument();
    expect(document.title).toBe('Games · Lightgun Hub');
    expect(await screen.findByText('No platforms found')).toBeInTheDocument();
  });

  it("shows 'Platform not found' and 'Game not found' for what cannot be loaded", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const first = renderAt('/games/platform/Nothing');
    // While loading, the section's title.
    expect(document.title).toBe('Games · Lightgun Hub');
    expect(await screen.findByText('Platform not found')).toBeInTheDocument();
    expect(document.title).toBe('Platform not found · Lightgun Hub');
    first.unmount();
    renderAt('/games/12');
    expect(await screen.findByText('Game not found')).toBeInTheDocument();
    expect(document.title).toBe('Game not found · Lightgun Hub');
  });
});
