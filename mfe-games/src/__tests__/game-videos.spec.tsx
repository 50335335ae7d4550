import { apiError, recordRequests, server, signedInAs } from '@site/test-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe-violations.js';
import { aGame, aPagination } from './support/games-fixtures.js';
import { gamePage } from './support/handlers.js';
import { aUser, renderGames } from './support/render-games.js';

const game = aGame();
const admin = aUser(1, 'admin');
const aVideo = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  title: `Video ${id}`,
  thumbnail: '',
  youtube_id: 'abcdefghijk',
  duration: '10:25',
  game_id: null,
  ...overrides,
});
const videosAre = (videos: unknown[]) =>
  http.get('/api/videos', ({ request }) =>
    new URL(request.url).searchParams.get('game_id') === '12'
      ? HttpResponse.json({ videos, pagination: aPagination(videos.length) })
      : apiError(400, 'Expected game_id=12'),
  );

async function videosSection() {
  return within(await screen.findByRole('region', { name: 'Videos of this game' }));
}

describe('a game page\'s "Videos of this game"', () => {
  it("lists the channel's videos of the game, each leading to its page", async () => {
    server.use(videosAre([aVideo(3, { title: 'Time Crisis one credit' }), aVideo(4)]), ...gamePage(game));
    renderGames('/games/12');
    const section = await videosSection();
    expect(await section.findByRole('link', { name: /Time Crisis one credit/ })).toHaveAttribute('href', '/video/3');
    expect(section.getByRole('link', { name: /Video 4/ })).toHaveAttribute('href', '/video/4');
    expect(section.queryByRole('button', { name: 'Link a video' })).toBeNull();
  });

  it('says when there is none, and when they failed to load', async () => {
    server.use(...gamePage(game));
    const { unmount } = renderGames('/games/12');
    expect(await (await videosSection()).findByText('The channel has no video of this game yet.')).toBeVisible();
    unmount();
    server.use(http.get('/api/videos', () => apiError(500, 'Internal server error')));
    renderGames('/games/12');
    expect(await (await videosSection()).findByText(/Failed to load the videos/)).toBeVisible();
  });

  it('lets an admin find a video by its words and link it to the game', async () => {
    signedInAs(admin);
    let linked = false;
    server.use(
      http.get('/api/videos', () => {
        const videos = linked ? [aVideo(7, { title: 'Time Crisis arcade run', game_id: 12 })] : [];
        return HttpResponse.json({ videos, pagination: aPagination(videos.length) });
      }),
      http.get('/api/videos/search', ({ request }) =>
        HttpResponse.json({
          videos: [aVideo(7, { title: `Time Crisis arcade run (${new URL(request.url).searchParams.get('q')})` })],
          breakdown: { 'on-rail': 1, gallery: 0, arcade: 0, modern: 0 },
        }),
      ),
      http.put('/api/videos/7/game', () => {
        linked = true;
        return HttpResponse.json(aVideo(7, { game_id: 12 }));
      }),
      ...gamePage(game),
    );
    const calls = recordRequests();
    renderGames('/games/12');
    const section = await videosSection();
    await userEvent.click(await section.findByRole('button', { name: 'Link a video' }));
    const panel = within(section.getByRole('group', { name: 'Link a video' }));
    // The search starts from the game's title.
    expect(panel.getByRole('searchbox', { name: 'Search the video library' })).toHaveValue('Time Crisis');
    await userEvent.click(await panel.findByRole('button', { name: 'Link Time Crisis arcade run (Time Crisis)' }));
    expect(await screen.findByText('Linked "Time Crisis arcade run (Time Crisis)" to this game')).toBeVisible();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ game_id: 12 });
    expect(await section.findByRole('link', { name: /Time Crisis arcade run/ })).toHaveAttribute('href', '/video/7');
    await waitFor(() => expect(section.queryByRole('group', { name: 'Link a video' })).toBeNull());
  });

  it('tells the admin why a link failed, and says when no video matches', async () => {
    signedInAs(admin);
    server.use(
      http.get('/api/videos/search', ({ request }) =>
        HttpResponse.json({
          videos: new URL(request.url).searchParams.get('q') === 'nothing' ? [] : [aVideo(7)],
          breakdown: { 'on-rail': 0, gallery: 0, arcade: 0, modern: 0 },
        }),
      ),
      http.put('/api/videos/7/game', () => apiError(404, 'Video not found')),
      ...gamePage(game),
    );
    renderGames('/games/12');
    const section = await videosSection();
    await userEvent.click(await section.findByRole('button', { name: 'Link a video' }));
    const panel = within(section.getByRole('group', { name: 'Link a video' }));
    await userEvent.click(await panel.findByRole('button', { name: 'Link Video 7' }));
    expect(await screen.findByText('Video not found')).toBeVisible();
    const search = panel.getByRole('searchbox', { name: 'Search the video library' });
    await userEvent.clear(search);
    await userEvent.type(search, 'nothing');
    expect(await panel.findByText('No video matches.')).toBeVisible();
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(panel.getByRole('button', { name: 'Close' }));
    expect(section.getByRole('button', { name: 'Link a video' })).toBeInTheDocument();
  });
});
