import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordRequests, server, signedInAs, type RecordedRequest } from '@site/test-api';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aGame, aPagination, aPlatform, crt, mame, sinden, tiers } from './support/games-fixtures.js';
import { aUser, renderGames } from './support/render-games.js';

const works = aGame({ id: 1, title: 'Confidential Mission', compatibility_tier: 'playable' });
const struggles = aGame({ id: 2, title: 'The House of the Dead 2', compatibility_tier: 'issues' });
const member = aUser(2);
const setupOf = (call: RecordedRequest | undefined) =>
  ['gun_id', 'display_id', 'play_mode_id'].map((part) => call?.query.get(part) ?? null);
const filterForm = async () => within(await screen.findByRole('form', { name: 'Works with my setup' }));
const setupAsked = (request: Request) => new URL(request.url).searchParams.size > 0;

/** The platform answers every game without a setup, only `works` with one. */
const dreamcast = http.get('/api/lightgun/platforms/Dreamcast', ({ request }) =>
  HttpResponse.json(
    aPlatform(setupAsked(request) ? [works] : [works, struggles], { name: 'Dreamcast', total_games: 2 }),
  ),
);

describe('game cards', () => {
  it('show each tier as text, named "Compatibility: <tier>"', async () => {
    const games = tiers.map(([tier], index) =>
      aGame({ id: index + 1, title: `Game ${index + 1}`, compatibility_tier: tier }),
    );
    server.use(http.get('/api/lightgun/platforms/Arcade', () => HttpResponse.json(aPlatform(games))));
    renderGames('/games/platform/Arcade');
    for (const [index, [, text]] of tiers.entries()) {
      const card = within((await screen.findByRole('link', { name: new RegExp(`^Game ${index + 1}`) })).closest('li')!);
      expect(card.getByRole('img', { name: `Compatibility: ${text}` })).toHaveTextContent(text);
    }
  });
});

describe('"Works with my setup" on a platform page', () => {
  it('narrows the games through the API, says how many work, and is remembered by the browser', async () => {
    server.use(dreamcast);
    const calls = recordRequests();
    const first = renderGames('/games/platform/Dreamcast');
    expect(await screen.findByRole('link', { name: /House of the Dead 2/ })).toBeInTheDocument();
    const filter = await filterForm();
    await userEvent.selectOptions(await filter.findByLabelText('Gun'), 'Sinden');
    await userEvent.selectOptions(filter.getByLabelText('Display'), 'CRT');

    await waitFor(() => expect(screen.queryByRole('link', { name: /House of the Dead 2/ })).toBeNull());
    expect(screen.getByRole('link', { name: /Confidential Mission/ })).toBeInTheDocument();
    expect(screen.getByText('Showing 1 game that works with your setup')).toBeInTheDocument();
    expect(setupOf(calls.at(-1))).toEqual([String(sinden.id), String(crt.id), null]);

    first.unmount();
    renderGames('/games/platform/Dreamcast');
    expect(await (await filterForm()).findByLabelText('Gun')).toHaveValue(String(sinden.id));
    await waitFor(() =>
      expect(setupOf(calls.filter((call) => call.path === '/api/lightgun/platforms/Dreamcast').at(-1))).toEqual([
        '2',
        '10',
        null,
      ]),
    );
    expect(await screen.findByText('Showing 1 game that works with your setup')).toBeInTheDocument();
  });

  it('says so when no game of the platform works with the setup, and Clear setup shows them all again', async () => {
    localStorage.setItem(
      'lightgun-hub:my-setup',
      JSON.stringify({ gun_id: sinden.id, display_id: null, play_mode_id: null }),
    );
    server.use(
      http.get('/api/lightgun/platforms/Dreamcast', ({ request }) =>
        HttpResponse.json(aPlatform(setupAsked(request) ? [] : [works, struggles], { name: 'Dreamcast' })),
      ),
    );
    renderGames('/games/platform/Dreamcast');
    expect(
      await screen.findByText('No game of this platform has a Playable or better report for this setup yet'),
    ).toBeInTheDocument();
    await userEvent.click((await filterForm()).getByRole('button', { name: 'Clear setup' }));
    expect(await screen.findByRole('link', { name: /House of the Dead 2/ })).toBeInTheDocument();
    expect(screen.queryByText(/with your setup/)).toBeNull();
    expect(localStorage.getItem('lightgun-hub:my-setup')).toBeNull();
  });

  it("reads a member's setup from the account and saves a change to it", async () => {
    signedInAs(member);
    server.use(
      dreamcast,
      http.get('/api/users/me/setup', () =>
        HttpResponse.json({ gun_id: sinden.id, display_id: null, play_mode_id: null }),
      ),
      http.put('/api/users/me/setup', async ({ request }) => HttpResponse.json(await request.json())),
    );
    const calls = recordRequests();
    renderGames('/games/platform/Dreamcast');
    const filter = await filterForm();
    await waitFor(() => expect(filter.getByLabelText('Gun')).toHaveValue(String(sinden.id)));
    await userEvent.selectOptions(filter.getByLabelText('Way of playing'), 'MAME');
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        gun_id: sinden.id,
        display_id: null,
        play_mode_id: mame.id,
      }),
    );
    expect(JSON.parse(localStorage.getItem('lightgun-hub:my-setup') ?? 'null')).toEqual({
      gun_id: sinden.id,
      display_id: null,
      play_mode_id: mame.id,
    });
  });
});

describe('the catalogue search on /games', () => {
  it('searches every platform by title and setup, with the page in the address', async () => {
    localStorage.setItem(
      'lightgun-hub:my-setup',
      JSON.stringify({ gun_id: null, display_id: crt.id, play_mode_id: null }),
    );
    server.use(
      http.get('/api/lightgun/games', ({ request }) => {
        const query = new URL(request.url).searchParams;
        return HttpResponse.json({
          games: query.get('q') === 'zzz' ? [] : [works],
          pagination: aPagination(30, { page: Number(query.get('page')), limit: 24 }),
        });
      }),
    );
    const calls = recordRequests();
    renderGames('/games');
    // A setup alone lists the games that work with it.
    const card = await screen.findByRole('link', { name: /Confidential Mission/ });
    expect(within(card).getByText('Arcade')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Compatibility: Playable' })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Search games'), 'mission');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/games?q=mission'));
    await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/games?q=mission&page=2'));
    await waitFor(() => expect(calls.at(-1)?.query.get('page')).toBe('2'));
    expect(calls.at(-1)?.query.get('q')).toBe('mission');
    expect(calls.at(-1)?.query.get('display_id')).toBe(String(crt.id));

    await userEvent.clear(screen.getByLabelText('Search games'));
    await userEvent.type(screen.getByLabelText('Search games'), 'zzz');
    expect(await screen.findByText('No games match')).toBeInTheDocument();
  });

  it('shows no search results until a text or a setup is chosen', async () => {
    const calls = recordRequests();
    renderGames('/games');
    expect(await (await filterForm()).findByLabelText('Gun')).toHaveValue('');
    expect(screen.queryByRole('heading', { name: 'Matching games' })).toBeNull();
    expect(calls.some((call) => call.path === '/api/lightgun/games')).toBe(false);
  });
});
