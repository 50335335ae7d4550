import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { youtubeIdFrom } from '../features/add-video/youtube-id.js';
import { admin, makeOverview, makeVideo } from './support/fixtures.js';
import { renderAdmin } from './support/render-admin.js';
import { callsTo, signedInAs, stubApi } from './support/stub-api.js';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('youtubeIdFrom', () => {
  it('reads the 11-character id of the watch, short, embed and v forms, and nothing else', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://youtube.com/v/dQw4w9WgXcQ',
    ]) {
      expect(youtubeIdFrom(url)).toBe('dQw4w9WgXcQ');
    }
    for (const url of ['https://www.youtube.com/watch?v=short', 'https://vimeo.com/dQw4w9WgXcQ', 'not a url', '']) expect(youtubeIdFrom(url)).toBeNull();
  });
});

describe('add video page', () => {
  it('asks for the required fields and says the URL is invalid, without calling the server', async () => {
    const fetchMock = stubApi(signedInAs(admin));
    const user = userEvent.setup();
    renderAdmin('/admin/videos/add');

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
    expect(callsTo(fetchMock, 'POST', '/api/videos/')).toHaveLength(0);
  });

  it('previews the thumbnail once the URL holds a video id, then saves and goes to the dashboard', async () => {
    const fetchMock = stubApi({
      ...signedInAs(admin),
      'POST /api/videos/': { status: 200, body: makeVideo() },
      'GET /api/admin/overview': { body: makeOverview() },
    });
    const user = userEvent.setup();
    renderAdmin('/admin/videos/add');

    await user.type(await screen.findByLabelText('Title *'), 'House of the Dead 2 on Dreamcast');
    await user.type(screen.getByLabelText('YouTube URL *'), 'https://youtu.be/dQw4w9WgXcQ');
    expect(screen.getByRole('img', { name: 'Thumbnail preview' })).toHaveAttribute('src', 'https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
    await user.selectOptions(screen.getByLabelText('Category *'), 'Arcade Classics');
    await user.type(screen.getByLabelText('Description *'), 'Co-op run with two GunCons.');
    await user.type(screen.getByLabelText('Duration'), '12:05');
    await user.clear(screen.getByLabelText('Views'));
    await user.type(screen.getByLabelText('Views'), '250');
    await user.click(screen.getByRole('button', { name: 'Add Video' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    const [body] = callsTo(fetchMock, 'POST', '/api/videos/');
    expect(body).toEqual({
      title: 'House of the Dead 2 on Dreamcast',
      youtube_url: 'https://youtu.be/dQw4w9WgXcQ',
      category: 'arcade',
      description: 'Co-op run with two GunCons.',
      duration: '12:05',
      views: 250,
      thumbnail: 'https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
      publishedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it("shows the server's answer when saving fails", async () => {
    stubApi({ ...signedInAs(admin), 'POST /api/videos/': { status: 409, body: { detail: 'This YouTube video is already in the library', status: 409 } } });
    const user = userEvent.setup();
    renderAdmin('/admin/videos/add');

    await user.type(await screen.findByLabelText('Title *'), 'Again');
    await user.type(screen.getByLabelText('YouTube URL *'), 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await user.selectOptions(screen.getByLabelText('Category *'), 'on-rail');
    await user.type(screen.getByLabelText('Description *'), 'Twice.');
    await user.click(screen.getByRole('button', { name: 'Add Video' }));
    expect(await screen.findByText('This YouTube video is already in the library')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Video' })).toBeEnabled();
  });
});
