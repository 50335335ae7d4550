import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderVideos } from './support/render-videos.js';
import { aVideo } from './support/video-fixture.js';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('videos routes', () => {
  it('shows the library at /videos, with its error state when the server cannot be reached', async () => {
    renderVideos('/videos');
    expect(screen.getByRole('heading', { level: 1, name: 'Lightgun Gaming Video Library' })).toBeInTheDocument();
    expect(document.title).toBe('Videos · Lightgun Hub');
    expect(screen.getByText('Per Page').previousSibling).toHaveTextContent('18');
    // Unreachable: tried twice (one retry after 500 ms), then the error with its Retry.
    expect(await screen.findByText(/^Error loading videos: Network error:/, undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it("shows 'Video not found' with a way home for an unknown video, and 'Failed to load' for a failure", async () => {
    let status = 500;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ detail: 'x', status }, { status })),
    );
    const failed = renderVideos('/video/12');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the video');
    failed.unmount();
    status = 404;
    renderVideos('/video/12');
    expect(document.title).toBe('Videos · Lightgun Hub');
    expect(await screen.findByText('Video not found')).toBeInTheDocument();
    expect(document.title).toBe('Video not found · Lightgun Hub');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it("shows an admin's approval and deletion at once, before the lists come back: the card changes, the total drops by one", async () => {
    const admin = { id: 1, username: 'admin', email: 'admin@example.com', role: 'admin' };
    localStorage.setItem('token', 'header.payload.signature');
    localStorage.setItem('user', JSON.stringify(admin));
    const video = (id: number, status: string) => aVideo(id, { status });
    let stored = [video(1, 'pending'), video(2, 'published')];
    // The first list answers at once; the ones a write asks for wait until the test lets them go.
    let listAnswers = 0;
    let release = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        if (path === '/api/auth/me') return Response.json(admin);
        if (init?.method === 'PATCH') {
          stored = stored.map((v) => (v.id === 1 ? video(1, 'published') : v));
          return Response.json(video(1, 'published'));
        }
        if (init?.method === 'DELETE') {
          stored = stored.filter((v) => v.id !== 2);
          return Response.json({ message: 'deleted' });
        }
        if (listAnswers++ > 0) await new Promise<void>((resolve) => (release = resolve));
        return Response.json({
          videos: stored,
          pagination: { page: 1, limit: 18, total_count: stored.length, total_pages: 1, has_next: false, has_prev: false },
        });
      }),
    );
    renderVideos('/videos');
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('button', { name: 'Edit Video 1' })).toBeInTheDocument();
    await waitFor(() => expect(listAnswers).toBe(2));
    release();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Video 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit Video 2' })).toBeNull());
    expect(screen.getByText('Total Videos').previousSibling).toHaveTextContent('1');
    await waitFor(() => expect(listAnswers).toBe(3));
    release();
    expect(await screen.findByRole('button', { name: 'Edit Video 1' })).toBeInTheDocument();
  });
});
