import { createQueryClient } from '@site/api-client';
import { AuthProvider } from '@site/auth';
import type { Game, PlatformWithGames } from '@site/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AreaRoutes from '../routes.js';

/** The API as the page sees it: each path answers `[status, body]`, anything else 404. */
function answer(routes: Record<string, () => [number, unknown]>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const [status, body] = routes[path]?.() ?? [404, { detail: 'Not found', status: 404 }];
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderAt(path: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/games/*" element={<AreaRoutes />} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
}

const serverError = (): [number, unknown] => [500, { detail: 'Internal server error', status: 500 }];
const game = {
  id: 12,
  title: 'Time Crisis',
  platform: 'Arcade',
  genre: [],
  release_year: null,
  developer: '',
  publisher: '',
  description: '',
  screenshots: [],
  gameplay_videos: [],
  box_art_url: '',
  boxart: '',
} as unknown as Game;
const arcade = { id: 1, name: 'Arcade', manufacturer: 'Various', icon: null, total_games: 1, games: [game] } as unknown as PlatformWithGames;

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('games routes', () => {
  it("shows 'Light Gun Games' and 'No platforms found' for an empty catalogue", async () => {
    answer({ '/api/lightgun/platforms': () => [200, []], '/api/lightgun/stats': () => [200, { total_games: 0, total_platforms: 0 }] });
    renderAt('/games');
    expect(screen.getByRole('heading', { level: 1, name: 'Light Gun Games' })).toBeInTheDocument();
    expect(document.title).toBe('Games · Lightgun Hub');
    expect(await screen.findByText('No platforms found')).toBeInTheDocument();
  });

  it('says the catalogue could not be loaded, and Retry loads it', async () => {
    let failing = true;
    answer({ '/api/lightgun/platforms': () => (failing ? serverError() : [200, [arcade]]), '/api/lightgun/stats': serverError });
    renderAt('/games');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load platforms');
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /Arcade/ })).toBeInTheDocument();
  });

  it("shows 'Platform not found' and 'Game not found' for what does not exist", async () => {
    answer({});
    const first = renderAt('/games/platform/Nothing');
    // While loading, the section's title.
    expect(document.title).toBe('Games · Lightgun Hub');
    expect(await screen.findByText('Platform not found')).toBeInTheDocument();
    expect(document.title).toBe('Platform not found · Lightgun Hub');
    first.unmount();
    renderAt('/games/12');
    expect(await screen.findByText('Game not found')).toBeInTheDocument();
    expect(document.title).toBe('Game not found · Lightgun Hub');
  });

  it("tells a failure from 'not found' on the platform and game pages, with a Retry", async () => {
    let failing = true;
    answer({
      '/api/lightgun/platforms/Arcade': () => (failing ? serverError() : [200, arcade]),
      '/api/lightgun/games/12': () => (failing ? serverError() : [200, game]),
    });
    const first = renderAt('/games/platform/Arcade');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load games');
    expect(screen.queryByText('Platform not found')).toBeNull();
    first.unmount();
    renderAt('/games/12');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load game');
    expect(screen.queryByText('Game not found')).toBeNull();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Time Crisis' })).toBeInTheDocument();
  });

  it("shows an admin's saved edit at once, from the answer, without loading the game again", async () => {
    const admin = { id: 1, username: 'admin', email: 'admin@example.com', role: 'admin' };
    localStorage.setItem('token', 'header.payload.signature');
    localStorage.setItem('user', JSON.stringify(admin));
    const sent: unknown[] = [];
    let gameLoads = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        if (path === '/api/auth/me') return Response.json(admin);
        if (init?.method === 'PATCH') {
          sent.push(JSON.parse(String(init.body)));
          return Response.json({ ...game, title: 'Time Crisis II' });
        }
        gameLoads += 1;
        return Response.json(game);
      }),
    );
    renderAt('/games/12');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    // The form loads on demand.
    const title = await screen.findByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Time Crisis II');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Time Crisis II' })).toBeInTheDocument();
    expect(sent).toEqual([{ title: 'Time Crisis II' }]);
    expect(gameLoads).toBe(1);
  });

  it("drops a game an admin deletes from the platform's list at once, from the catalogue fetched again", async () => {
    const admin = { id: 1, username: 'admin', email: 'admin@example.com', role: 'admin' };
    localStorage.setItem('token', 'header.payload.signature');
    localStorage.setItem('user', JSON.stringify(admin));
    let games = [game, { ...game, id: 13, title: 'Point Blank' }];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        if (path === '/api/auth/me') return Response.json(admin);
        if (init?.method === 'DELETE' && path === '/api/lightgun/games/12') {
          games = games.filter((g) => g.id !== 12);
          return Response.json({ message: 'Game deleted' });
        }
        return Response.json({ ...arcade, total_games: games.length, games });
      }),
    );
    renderAt('/games/platform/Arcade');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Time Crisis' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(screen.queryByText('Time Crisis')).toBeNull());
    expect(screen.getByText('Point Blank')).toBeInTheDocument();
    expect(screen.getByText(/1 game$/)).toBeInTheDocument();
  });

  it("puts the API's refusal of an edit under the field it names, and keeps the form open", async () => {
    const admin = { id: 1, username: 'admin', email: 'admin@example.com', role: 'admin' };
    localStorage.setItem('token', 'header.payload.signature');
    localStorage.setItem('user', JSON.stringify(admin));
    const refusal = { detail: [{ loc: ['body', 'release_year'], msg: 'release_year must be between 1950 and 2100' }], status: 422 };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        if (path === '/api/auth/me') return Response.json(admin);
        if (init?.method === 'PATCH') return Response.json(refusal, { status: 422 });
        return Response.json(game);
      }),
    );
    renderAt('/games/12');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.type(await screen.findByLabelText('Release year'), '1900');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('release_year must be between 1950 and 2100')).toBeInTheDocument();
    expect(screen.getByLabelText('Release year')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});
