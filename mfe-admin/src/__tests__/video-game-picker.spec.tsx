import { apiError, callsTo, recordRequests, server, signedInAs } from '@site/test-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { admin, makeVideo } from './support/fixtures.js';
import { videoPages } from './support/handlers.js';
import { renderAdmin } from './support/render-admin.js';

const page = { page: 1, limit: 20, total_count: 1, total_pages: 1, has_next: false, has_prev: false };
const catalogue = [
  { id: 12, title: 'Time Crisis', platform: 'Arcade' },
  { id: 13, title: 'Time Crisis', platform: 'PlayStation' },
];

function videoTable(gameId: number | null) {
  signedInAs(admin);
  server.use(
    videoPages(() => ({ videos: [makeVideo({ game_id: gameId })], pagination: page })),
    http.get('/api/lightgun/games', ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      const games = catalogue.filter((game) => game.title.toLowerCase().includes(q.toLowerCase()));
      return HttpResponse.json({ games, pagination: { ...page, total_count: games.length }, setup: null });
    }),
    http.get('/api/lightgun/games/12', () => HttpResponse.json(catalogue[0])),
  );
}

async function openPicker() {
  const user = userEvent.setup();
  renderAdmin('/admin/videos');
  await user.click(await screen.findByRole('button', { name: 'Game of Time Crisis 2 full run' }));
  return { user, dialog: within(await screen.findByRole('dialog', { name: 'The game in this video' })) };
}

describe("admin: a video's game", () => {
  it('searches the catalogue and links the chosen game', async () => {
    videoTable(null);
    server.use(http.put('/api/videos/10/game', () => HttpResponse.json(makeVideo({ game_id: 13 }))));
    const calls = recordRequests();
    const { user, dialog } = await openPicker();
    expect(dialog.getByRole('radio', { name: 'No game' })).toBeChecked();
    await user.type(dialog.getByRole('searchbox', { name: 'Search the catalogue' }), 'crisis');
    await user.click(await dialog.findByRole('radio', { name: 'Time Crisis (PlayStation)' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Game linked')).toBeVisible();
    expect(callsTo(calls, 'PUT', '/api/videos/10/game')).toEqual([{ game_id: 13 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the game linked now and unlinks it with "No game"', async () => {
    videoTable(12);
    server.use(http.put('/api/videos/10/game', () => HttpResponse.json(makeVideo({ game_id: null }))));
    const calls = recordRequests();
    const { user, dialog } = await openPicker();
    expect(await dialog.findByRole('radio', { name: 'Time Crisis (Arcade), linked now' })).toBeChecked();
    await user.click(dialog.getByRole('radio', { name: 'No game' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The video shows no game now')).toBeVisible();
    expect(callsTo(calls, 'PUT', '/api/videos/10/game')).toEqual([{ game_id: null }]);
  });

  it("says when nothing matches, and shows the API's refusal in the dialog", async () => {
    videoTable(null);
    server.use(
      http.put('/api/videos/10/game', () =>
        apiError(422, [{ loc: ['body', 'game_id'], msg: 'No game has the id 13' }]),
      ),
    );
    const { user, dialog } = await openPicker();
    const search = dialog.getByRole('searchbox', { name: 'Search the catalogue' });
    await user.type(search, 'zzz');
    expect(await dialog.findByText('No game matches.')).toBeVisible();
    await user.clear(search);
    await user.type(search, 'crisis');
    await user.click(await dialog.findByRole('radio', { name: 'Time Crisis (PlayStation)' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('No game has the id 13')).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
