import { render, screen } from '@testing-library/react';
import { AuthProvider } from '@site/auth';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import AreaRoutes from '../routes.js';

function renderAt(path: string) {
  return render(
    <AuthProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/videos/*" element={<AreaRoutes />} />
          <Route path="/video/*" element={<AreaRoutes />} />
        </Routes>
      </MemoryRouter>
    </AuthProvider>,
  );
}

describe('videos routes', () => {
  it('shows the library at /videos, with its error state when the server cannot be reached', async () => {
    renderAt('/videos');
    expect(screen.getByRole('heading', { level: 1, name: 'Lightgun Gaming Video Library' })).toBeInTheDocument();
    expect(document.title).toBe('Videos · Lightgun Hub');
    expect(screen.getByText('Per Page').previousSibling).toHaveTextContent('18');
    expect(await screen.findByText(/^Error loading videos: Network error:/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it("shows 'Video not found' with a way home when a video cannot be loaded", async () => {
    renderAt('/video/12');
    expect(document.title).toBe('Videos · Lightgun Hub');
    expect(await screen.findByText('Video not found')).toBeInTheDocument();
    expect(document.title).toBe('Video not found · Lightgun Hub');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
