import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, server, signedInAs } from '@site/test-api';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { onePage } from './support/handlers.js';
import { renderVideos } from './support/render-videos.js';
import { aVideo } from './support/video-fixture.js';

describe('videos routes', () => {
  it('shows the library at /videos, with its error state when the server cannot be reached', async () => {
    server.use(http.get('/api/videos/', () => HttpResponse.error()));
    renderVideos('/videos');
    expect(screen.getByRole('heading', { level: 1, name: 'Lightgun Gaming Video Library' })).toBeInTheDocument();
    expect(document.title).toBe('Videos · Lightgun Hub');
    expect(screen.getByText('Per Page').previousSibling).toHaveTextContent('18');
    // Unreachable: tried twice (one retry after 500 ms), then the error with its Retry.
    expect(
      await screen.findByText(/^Error loading videos: Network error:/, undefined, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it("shows 'Video not found' with a way home for an unknown video, and 'Failed to load' for a failure", async () => {
    let status = 500;
    server.use(http.get('/api/videos/:id', () => apiError(status, 'x')));
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
    signedInAs({ id: 1, username: 'admin', email: 'admin@example.com', role: 'admin' });
    const video = (id: number, status: string) => aVideo(id, { status });
    let stored = [video(1, 'pending'), video(2, 'published')];
    // The first list answers at once; the ones a write asks for wait until the test lets them go.
    let listAnswers = 0;
    let release = () => {};
    server.use(
      http.patch('/api/videos/1/approve', () => {
        stored = stored.map((v) => (v.id === 1 ? video(1, 'published') : v));
        return HttpResponse.json(video(1, 'published'));
      }),
      http.delete('/api/videos/2', () => {
        stored = stored.filter((v) => v.id !== 2);
        return HttpResponse.json({ message: 'deleted' });
      }),
      http.get('/api/videos/', async () => {
        if (listAnswers++ > 0) await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ videos: stored, pagination: onePage(stored.length) });
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
