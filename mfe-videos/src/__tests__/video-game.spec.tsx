import type { Game } from '@site/contracts';
import { apiError, server } from '@site/test-api';
import { noStanding } from '@site/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { library } from './support/handlers.js';
import { renderVideos } from './support/render-videos.js';
import { aVideo } from './support/video-fixture.js';

const game: Pick<Game, 'id' | 'title' | 'platform' | 'compatibility_tier' | 'compatibility'> = {
  id: 12,
  title: 'Time Crisis',
  platform: 'Arcade',
  compatibility_tier: 'playable',
  compatibility: { ...noStanding, tier: 'playable', report_count: 7, member_count: 5, agreeing_count: 5 },
};
const gameIs = (answer: () => Response) => http.get('/api/lightgun/games/12', answer);

describe("a video's page shows its game", () => {
  it('as a card with its platform and tier, leading to the game page', async () => {
    server.use(
      gameIs(() => HttpResponse.json(game)),
      ...library([aVideo(3, { game_id: 12 })]),
    );
    renderVideos('/video/3');
    const card = within(await screen.findByRole('region', { name: 'The game in this video' }));
    expect(card.getByText('Time Crisis')).toBeInTheDocument();
    expect(card.getByText('Arcade')).toBeInTheDocument();
    expect(card.getAllByText(/Playable/).length).toBeGreaterThan(0);
    expect(card.getByRole('link', { name: 'Time Crisis: compatibility, setups and discussion' })).toHaveAttribute(
      'href',
      '/games/12',
    );
  });

  it('shows no card for a video without a game, and none when the game cannot be read', async () => {
    server.use(
      gameIs(() => apiError(404, 'Game not found')),
      ...library([aVideo(3, { game_id: null }), aVideo(4, { title: 'Linked', game_id: 12 })]),
    );
    const { unmount } = renderVideos('/video/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Video 3' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'The game in this video' })).toBeNull();
    unmount();
    renderVideos('/video/4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Linked' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading the game...')).toBeNull());
    expect(screen.queryByRole('region', { name: 'The game in this video' })).toBeNull();
  });
});
