import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderVideos } from './support/render-videos.js';
import { aVideo } from './support/video-fixture.js';

afterEach(() => vi.unstubAllGlobals());

const video = aVideo(7, { title: 'CRT shootout' });

/** A fake API that answers the list and the search, and remembers what it was asked. */
function stubApi() {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      asked.push(url.pathname + url.search);
      if (url.pathname === '/api/videos/search') return Response.json({ videos: [video], count: 1 });
      return Response.json({
        videos: [video],
        pagination: { page: 1, limit: 18, total_count: 1, total_pages: 1, has_next: false, has_prev: false },
      });
    }),
  );
  return asked;
}

describe('the library reads its state from the address', () => {
  it('asks for page 1 when ?page= is not a whole number, instead of an error', async () => {
    const asked = stubApi();
    renderVideos('/videos?page=1.5');
    expect(await screen.findByText('CRT shootout')).toBeInTheDocument();
    const listRequests = asked.filter((path) => path.startsWith('/api/videos?') || path.startsWith('/api/videos/?'));
    expect(listRequests.length).toBeGreaterThan(0);
    for (const path of listRequests) expect(new URLSearchParams(path.split('?')[1]).get('page')).toBe('1');
  });

  it('runs the search a shared ?q= address carries, and shows it in the box', async () => {
    const asked = stubApi();
    renderVideos('/videos?q=crt');
    expect(screen.getByRole('searchbox', { name: 'Search videos' })).toHaveValue('crt');
    expect(await screen.findByText(/1 result for “crt”/)).toBeInTheDocument();
    await waitFor(() => expect(asked).toContain('/api/videos/search?q=crt'));
  });
});
