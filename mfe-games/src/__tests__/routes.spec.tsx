import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, recordRequests, server, signedInAs } from '@site/test-api';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aGame, aPlatform } from './support/games-fixtures.js';
import { gamePage } from './support/handlers.js';
import { aUser, renderGames } from './support/render-games.js';

const serverError = () => apiError(500, 'Internal server error');
const game = aGame();
const arcade = aPlatform([game]);
const admin = aUser(1, 'admin');

describe('games routes', () => {
  it("shows 'Light Gun Games' and 'No platforms found' for an empty catalogue", async () => {
    renderGames('/games');
    expect(screen.getByRole('heading', { level: 1, name: 'Light Gun Games' })).toBeInTheDocument();
    expect(document.title).toBe('Games · Lightgun Hub');
    expect(await screen.findByText('No platforms found')).toBeInTheDocument();
  });

  it('says the catalogue could not be loaded, and Retry loads it', async () => {
    let failing = true;
    server.use(
      http.get('/api/lightgun/platforms', () => (failing ? serverError() : HttpResponse.json([arcade]))),
      http.get('/api/lightgun/stats', serverError),
    );
    renderGames('/games');
    expect(await screen.findByText('Failed to load platforms')).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /Arcade/ })).toBeInTheDocument();
  });

  it("shows 'Platform not found' and 'Game not found' for what does not exist", async () => {
    const first = renderGames('/games/platform/Nothing');
    // While loading, the section's title.
    expect(document.title).toBe('Games · Lightgun Hub');
    expect(await screen.findByText('Platform not found')).toBeInTheDocument();
    expect(document.title).toBe('Platform not found · Lightgun Hub');
    first.unmount();
    renderGames('/games/12');
    expect(await screen.findByText('Game not found')).toBeInTheDocument();
    expect(document.title).toBe('Game not found · Lightgun Hub');
  });

  it("tells a failure from 'not found' on the platform and game pages, with a Retry", async () => {
    let failing = true;
    server.use(
      http.get('/api/lightgun/platforms/Arcade', () => (failing ? serverError() : HttpResponse.json(arcade))),
      http.get('/api/lightgun/games/12', () => (failing ? serverError() : HttpResponse.json(game))),
      ...gamePage(game),
    );
    const first = renderGames('/games/platform/Arcade');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load games');
    expect(screen.queryByText('Platform not found')).toBeNull();
    first.unmount();
    renderGames('/games/12');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load game');
    expect(screen.queryByText('Game not found')).toBeNull();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Time Crisis' })).toBeInTheDocument();
  });

  it("shows an admin's saved edit at once, from the answer, without loading the game again", async () => {
    let gameLoads = 0;
    signedInAs(admin);
    server.use(
      http.get('/api/lightgun/games/12', () => {
        gameLoads += 1;
        return HttpResponse.json(game);
      }),
      http.patch('/api/lightgun/games/12', () => HttpResponse.json({ ...game, title: 'Time Crisis II' })),
      ...gamePage(game),
    );
    const calls = recordRequests();
    renderGames('/games/12');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    // The form loads on demand.
    const title = await screen.findByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Time Crisis II');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Time Crisis II' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
      { title: 'Time Crisis II' },
    ]);
    expect(gameLoads).toBe(1);
  });

  it("drops a game an admin deletes from the platform's list at once, from the catalogue fetched again", async () => {
    let games = [game, aGame({ id: 13, title: 'Point Blank' })];
    signedInAs(admin);
    server.use(
      http.get('/api/lightgun/setup-options', () => HttpResponse.json({ guns: [], displays: [], play_modes: [] })),
      http.get('/api/lightgun/platforms/Arcade', () => HttpResponse.json(aPlatform(games))),
      http.delete('/api/lightgun/games/12', () => {
        games = games.filter((g) => g.id !== 12);
        return HttpResponse.json({ message: 'Game deleted' });
      }),
    );
    renderGames('/games/platform/Arcade');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Time Crisis' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(screen.queryByText('Time Crisis')).toBeNull());
    expect(screen.getByText('Point Blank')).toBeInTheDocument();
    expect(screen.getByText(/1 game$/)).toBeInTheDocument();
  });

  it("puts the API's refusal of an edit under the field it names, and keeps the form open", async () => {
    const refusal = {
      detail: [{ loc: ['body', 'release_year'], msg: 'release_year must be between 1950 and 2100' }],
      status: 422,
    };
    signedInAs(admin);
    server.use(
      http.patch('/api/lightgun/games/12', () => HttpResponse.json(refusal, { status: 422 })),
      ...gamePage(game),
    );
    renderGames('/games/12');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.type(await screen.findByLabelText('Release year'), '1900');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('release_year must be between 1950 and 2100')).toBeInTheDocument();
    expect(screen.getByLabelText('Release year')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});
