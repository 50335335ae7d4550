import { screen } from '@testing-library/react';
import type { User, Video } from '@site/contracts';
import { server, signedInAs } from '@site/test-api';
import { describe, expect, it } from 'vitest';
import { library } from './support/handlers.js';
import { renderVideos } from './support/render-videos.js';

const demo: Video = {
  id: 3,
  title: 'Virtua Cop Arcade Longplay',
  description: 'A demo.',
  thumbnail: 'https://i.ytimg.com/vi/KwYhrNlpJNS/hqdefault.jpg',
  duration: '21:05',
  views: 0,
  youtube_id: 'KwYhrNlpJNS',
  youtube_url: 'https://www.youtube.com/watch?v=KwYhrNlpJNS',
  embed_url: 'https://www.youtube.com/embed/KwYhrNlpJNS?enablejsapi=1&rel=0',
  category: 'on-rail',
  status: 'published',
  tags: [],
  published_at: '2026-06-01T00:00:00.000Z',
  created_at: '2026-06-01T00:00:00.000Z',
  updated_at: '2026-06-01T00:00:00.000Z',
  is_demo: true,
  game_id: null,
};
const real: Video = { ...demo, id: 4, title: 'My own upload', youtube_id: 'aqz-KE-bpKQ', views: 1500, is_demo: false };

function renderAt(path: string, viewer?: User) {
  if (viewer) signedInAs(viewer);
  server.use(...library([demo, real]));
  return renderVideos(path);
}

const admin = { id: 1, username: 'admin', email: 'admin@example.com', display_name: 'Admin', role: 'admin' } as User;

describe('a demo video', () => {
  it('shows the demo panel instead of an embed, and no view count', async () => {
    renderAt(`/video/${demo.id}`);
    expect(await screen.findByRole('note', { name: `${demo.title}: demo video` })).toHaveTextContent(
      'Demo video: sync your playlist to show your own videos',
    );
    expect(document.querySelector('iframe[src*="youtube.com/embed/KwYhrNlpJNS"]')).toBeNull();
    expect(screen.queryByText(/views/)).toBeNull();
    // Visitors see the site as it is; the badge is for admins.
    expect(screen.queryByText('DEMO')).toBeNull();
  });

  it('carries a DEMO badge for admins in the library, where a real video keeps its views', async () => {
    renderAt('/videos', admin);
    const demoCard = (await screen.findByRole('link', { name: demo.title })).closest('article');
    const realCard = screen.getByRole('link', { name: real.title }).closest('article');
    expect(demoCard).toHaveTextContent('DEMO');
    expect(demoCard).not.toHaveTextContent('views');
    expect(realCard).not.toHaveTextContent('DEMO');
    expect(realCard).toHaveTextContent('1.5K views');
  });
});
