import type { Game } from '@site/contracts';
import { apiError } from '@site/test-api';
import { http, HttpResponse } from 'msw';
import { aPagination, arcadeSetupOptions, aSummary, ps2SetupOptions, setupOptions } from './games-fixtures.js';

/** A game page's answers: the game, no reports, no threads, no discussion, no videos (a test puts its own first). */
export const gamePage = (game: Game) => [
  http.get(`/api/lightgun/games/${game.id}`, () => HttpResponse.json(game)),
  http.get(`/api/lightgun/games/${game.id}/compatibility`, () => HttpResponse.json(aSummary({ game_id: game.id }))),
  http.get(`/api/lightgun/games/${game.id}/reports`, () =>
    HttpResponse.json({ reports: [], pagination: aPagination(0) }),
  ),
  http.get(`/api/lightgun/games/${game.id}/threads`, () =>
    HttpResponse.json({ threads: [], pagination: aPagination(0) }),
  ),
  http.get(`/api/lightgun/games/${game.id}/discussion`, () => HttpResponse.json({ thread_id: null })),
  http.get('/api/videos', () => HttpResponse.json({ videos: [], pagination: aPagination(0) })),
];

/**
 * The area's tests start from an empty catalogue with the setup options (support/setup-api.ts): any platform or game is
 * not found, a member has saved no setup.
 */
export const handlers = [
  http.get('/api/users/me/setup', () => HttpResponse.json({ gun_id: null, display_id: null, play_mode_id: null })),
  http.get('/api/lightgun/platforms', () => HttpResponse.json([])),
  http.get('/api/lightgun/stats', () => HttpResponse.json({ total_games: 0, total_platforms: 0 })),
  http.get('/api/lightgun/setup-options', () => HttpResponse.json(setupOptions)),
  // Only the Arcade (1) and the PlayStation 2 (2) have their setup options recorded.
  http.get('/api/lightgun/platforms/:id/setup-options', ({ params }) => {
    const found = [arcadeSetupOptions, ps2SetupOptions].find((each) => String(each.platform_id) === params.id);
    return found ? HttpResponse.json(found) : apiError(404, 'Platform not found');
  }),
  // No setup has reports yet; a setup page's slugs name no option.
  http.get('/api/lightgun/setups', () => HttpResponse.json({ setups: [] })),
  http.get('/api/lightgun/setups/:gun/:display', ({ params }) => apiError(404, `No such gun: ${String(params.gun)}`)),
  http.get('/api/lightgun/platforms/:name', () => apiError(404, 'Platform not found')),
  http.get('/api/lightgun/games/:id', () => apiError(404, 'Game not found')),
  http.get('/api/lightgun/games/:id/*', () => apiError(404, 'Game not found')),
];
