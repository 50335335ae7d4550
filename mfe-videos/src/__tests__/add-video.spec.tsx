import { createQueryClient } from '@site/api-client';
import { apiError, recordRequests, server, signedInAs } from '@site/test-api';
import { http, HttpResponse } from 'msw';
import { AuthProvider } from '@site/auth';
import { Toaster } from '@site/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import AddVideoRoute from '../features/add-video/add-video-route.js';

const admin = { id: 1, username: 'admin', email: 'admin@example.com', role: 'admin' } as const;

function WhereAmI() {
  return <h1>{useLocation().pathname}</h1>;
}

/** The page as the shell mounts it at /admin/videos/add; anywhere else shows its address. */
function renderAddVideo() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <MemoryRouter initialEntries={['/admin/videos/add']}>
          <Routes>
            <Route path="/admin/videos/add" element={<AddVideoRoute />} />
            <Route path="*" element={<WhereAmI />} />
          </Routes>
        </MemoryRouter>
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

describe('add video page', () => {
  it('asks for the required fields and says the URL is invalid, without calling the server', async () => {
    signedInAs(admin);
    const requests = recordRequests();
    const user = userEvent.setup();
    renderAddVideo();

    await user.click(await screen.findByRole('button', { name: 'Add Video' }));
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('YouTube URL is required')).toBeInTheDocument();
    expect(screen.getByText('Category is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('YouTube URL *'), 'https://www.youtube.com/watch?v=tooShort');
    await user.click(screen.getByRole('button', { name: 'Add Video' }));
    expect(screen.getByText('Invalid YouTube URL')).toBeInTheDocument();
    expect(screen.getByLabelText('YouTube URL *')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('img', { name: 'Thumbnail preview' })).not.toBeInTheDocument();
    expect(requests.filter(({ method }) => method === 'POST')).toHaveLength(0);
  });

  it('previews the thumbnail once the URL holds a video id, then saves and goes to the dashboard', async () => {
    signedInAs(admin);
    server.use(http.post('/api/videos/', () => HttpResponse.json({ id: 9 })));
    const requests = recordRequests();
    const user = userEvent.setup();
    renderAddVideo();

    await user.type(await screen.findByLabelText('Title *'), 'House of the Dead 2 on Dreamcast');
    await user.type(screen.getByLabelText('YouTube URL *'), 'https://youtu.be/dQw4w9WgXcQ');
    expect(screen.getByRole('img', { name: 'Thumbnail preview' })).toHaveAttribute(
      'src',
      'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    );
    await user.selectOptions(screen.getByLabelText('Category *'), 'Arcade Classics');
    await user.type(screen.getByLabelText('Description *'), 'Co-op run with two GunCons.');
    await user.type(screen.getByLabelText('Duration'), '12:05');
    await user.clear(screen.getByLabelText('Views'));
    await user.type(screen.getByLabelText('Views'), '250');
    await user.click(screen.getByRole('button', { name: 'Add Video' }));

    expect(await screen.findByRole('heading', { level: 1, name: '/admin/dashboard' })).toBeInTheDocument();
    const [{ body }] = requests.filter(({ method, path }) => method === 'POST' && path === '/api/videos/');
    expect(body).toEqual({
      title: 'House of the Dead 2 on Dreamcast',
      youtube_url: 'https://youtu.be/dQw4w9WgXcQ',
      category: 'arcade',
      description: 'Co-op run with two GunCons.',
      content: 'Co-op run with two GunCons.',
      duration: '12:05',
      views: 250,
      thumbnail: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
      publishedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it("shows the server's answer when saving fails", async () => {
    signedInAs(admin);
    server.use(http.post('/api/videos/', () => apiError(409, 'This YouTube video is already in the library')));
    const user = userEvent.setup();
    renderAddVideo();

    await user.type(await screen.findByLabelText('Title *'), 'Again');
    await user.type(screen.getByLabelText('YouTube URL *'), 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await user.selectOptions(screen.getByLabelText('Category *'), 'on-rail');
    await user.type(screen.getByLabelText('Description *'), 'Twice.');
    await user.click(screen.getByRole('button', { name: 'Add Video' }));
    expect(await screen.findByText('This YouTube video is already in the library')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Video' })).toBeEnabled();
  });

  it("puts the server's 422 messages under the fields they name", async () => {
    signedInAs(admin);
    server.use(
      http.post('/api/videos/', () => apiError(422, [{ loc: ['body', 'youtube_url'], msg: 'Invalid YouTube URL' }])),
    );
    const user = userEvent.setup();
    renderAddVideo();

    await user.type(await screen.findByLabelText('Title *'), 'Refused');
    await user.type(screen.getByLabelText('YouTube URL *'), 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await user.selectOptions(screen.getByLabelText('Category *'), 'on-rail');
    await user.type(screen.getByLabelText('Description *'), 'No.');
    await user.click(screen.getByRole('button', { name: 'Add Video' }));
    expect(await screen.findByText('Invalid YouTube URL')).toBeInTheDocument();
    expect(screen.getByLabelText('YouTube URL *')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends a member to the home page: the page is for admins only', async () => {
    signedInAs({ ...admin, role: 'regular' });
    renderAddVideo();
    expect(await screen.findByRole('heading', { level: 1, name: '/' })).toBeInTheDocument();
  });
});
