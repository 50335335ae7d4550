import { recordRequests, server } from '@site/test-api';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { library } from './support/handlers.js';
import { renderVideos } from './support/render-videos.js';
import { aVideo } from './support/video-fixture.js';

const video = aVideo(7, { title: 'CRT shootout' });

/** The library holds one video; the paths (with query) it was asked, in order. */
function libraryOfOne() {
  server.use(...library([video]));
  const requests = recordRequests();
  return { asked: () => requests.map(({ path, search }) => path + search) };
}

describe('the library reads its state from the address', () => {
  it('asks for page 1 when ?page= is not a whole number, instead of an error', async () => {
    const { asked } = libraryOfOne();
    renderVideos('/videos?page=1.5');
    expect(await screen.findByText('CRT shootout')).toBeInTheDocument();
    const listRequests = asked().filter((path) => path.startsWith('/api/videos?') || path.startsWith('/api/videos/?'));
    expect(listRequests.length).toBeGreaterThan(0);
    for (const path of listRequests) expect(new URLSearchParams(path.split('?')[1]).get('page')).toBe('1');
  });

  it('runs the search a shared ?q= address carries, and shows it in the box', async () => {
    const { asked } = libraryOfOne();
    renderVideos('/videos?q=crt');
    expect(screen.getByRole('searchbox', { name: 'Search videos' })).toHaveValue('crt');
    expect(await screen.findByText(/1 result for “crt”/)).toBeInTheDocument();
    await waitFor(() => expect(asked()).toContain('/api/videos/search?q=crt'));
  });
});
