import type { GameSearchPage } from '@site/contracts';
import { recordRequests, server, signedInAs, type RecordedRequest } from '@site/test-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aPagination, aPlatform, crt, flatTv, mame, sinden } from './support/games-fixtures.js';
import { dreamcast } from './support/ranked-lists.js';
import { aUser, renderGames } from './support/render-games.js';

const member = aUser(2);
const storageKey = 'lightgun-hub:my-setup';

const setupAsked = (call: RecordedRequest | undefined) =>
  ['gun', 'display', 'play'].map((part) => call?.query.get(part) ?? null);
const platformCalls = (calls: RecordedRequest[]) =>
  calls.filter((call) => call.path === '/api/lightgun/platforms/Dreamcast');
const filterForm = async () => within(await screen.findByRole('form', { name: 'Rank by your setup' }));
const location = () => screen.getByTestId('location');
const remembered = () => JSON.parse(localStorage.getItem(storageKey) ?? 'null') as unknown;

describe('the setup in the address, on a platform page', () => {
  it('asks the API by the slugs of the address, and says the setup is on in a chip', async () => {
    server.use(dreamcast);
    const calls = recordRequests();
    renderGames('/games/platform/Dreamcast?gun=sinden&display=crt');
    expect(await screen.findByRole('heading', { name: 'Works with your setup (1)' })).toBeInTheDocument();
    expect(setupAsked(platformCalls(calls)[0])).toEqual(['sinden', 'crt', null]);
    expect(platformCalls(calls)).toHaveLength(1);
    expect(screen.getByText('Your setup: Sinden · CRT')).toBeInTheDocument();
    // A shared address is not a choice: the browser remembers nothing.
    expect(remembered()).toBeNull();
  });

  it('drops a slug that names no option from the address, and asks without it', async () => {
    server.use(dreamcast);
    const calls = recordRequests();
    renderGames('/games/platform/Dreamcast?gun=nope&display=crt');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/games\/platform\/Dreamcast\?display=crt$/));
    expect(await screen.findByText('Your setup: CRT')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Works with your setup (1)' });
    expect(platformCalls(calls).map(setupAsked)).toEqual([[null, 'crt', null]]);
  });
});

describe('the setup in the address, on /games', () => {
  it("carries the setup into each platform's link", async () => {
    server.use(
      http.get('/api/lightgun/platforms', () => HttpResponse.json([aPlatform([], { name: 'Light Guns' })])),
      http.get('/api/lightgun/games', () =>
        HttpResponse.json({ games: [], pagination: aPagination(0), setup: null } satisfies GameSearchPage),
      ),
    );
    renderGames('/games?gun=sinden&q=crisis');
    expect(await screen.findByRole('link', { name: /Light Guns/ })).toHaveAttribute(
      'href',
      '/games/platform/Light%20Guns?gun=sinden',
    );
  });
});

describe('choosing a setup', () => {
  it('writes the choice into the address and remembers it, and links to the setup page', async () => {
    server.use(dreamcast);
    const calls = recordRequests();
    renderGames('/games/platform/Dreamcast');
    const filter = await filterForm();
    await userEvent.selectOptions(await filter.findByLabelText('Gun'), 'Sinden');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/games\/platform\/Dreamcast\?gun=sinden$/));
    expect(filter.queryByRole('link', { name: 'Best games for this setup' })).toBeNull();
    await userEvent.selectOptions(filter.getByLabelText('Display'), 'Flat TV');
    await waitFor(() => expect(location()).toHaveTextContent('?gun=sinden&display=flat-tv'));

    expect(await screen.findByRole('heading', { name: 'Works with your setup (1)' })).toBeInTheDocument();
    expect(setupAsked(platformCalls(calls).at(-1))).toEqual(['sinden', 'flat-tv', null]);
    expect(remembered()).toEqual({ gun_id: sinden.id, display_id: flatTv.id, play_mode_id: null });
    expect(filter.getByRole('link', { name: 'Best games for this setup' })).toHaveAttribute(
      'href',
      '/games/setup/sinden/flat-tv',
    );
    await userEvent.selectOptions(filter.getByLabelText('Way of playing'), 'MAME');
    expect(filter.getByRole('link', { name: 'Best games for this setup' })).toHaveAttribute(
      'href',
      '/games/setup/sinden/flat-tv/mame',
    );
  });

  it("writes the browser's remembered setup into the address (replacing the entry), before asking", async () => {
    localStorage.setItem(storageKey, JSON.stringify({ gun_id: sinden.id, display_id: flatTv.id, play_mode_id: null }));
    server.use(dreamcast);
    const calls = recordRequests();
    renderGames('/games/platform/Dreamcast');
    await waitFor(() => expect(location()).toHaveTextContent('/games/platform/Dreamcast?gun=sinden&display=flat-tv'));
    expect(await screen.findByText('Your setup: Sinden · Flat TV')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Works with your setup (1)' });
    // Never a list without the setup first.
    expect(platformCalls(calls).map(setupAsked)).toEqual([['sinden', 'flat-tv', null]]);
    expect((await filterForm()).getByLabelText('Display')).toHaveValue('flat-tv');
  });

  it('clears in one click: the chip, the address, the remembered choice and the ranking', async () => {
    localStorage.setItem(storageKey, JSON.stringify({ gun_id: sinden.id, display_id: null, play_mode_id: null }));
    server.use(dreamcast);
    const calls = recordRequests();
    renderGames('/games/platform/Dreamcast');
    await userEvent.click(await screen.findByRole('button', { name: 'Clear your setup' }));

    await waitFor(() => expect(location()).toHaveTextContent(/^\/games\/platform\/Dreamcast$/));
    expect(screen.queryByText(/Your setup:/)).toBeNull();
    expect(remembered()).toBeNull();
    expect(await screen.findByRole('link', { name: /House of the Dead 2/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /with your setup/ })).toBeNull();
    expect(setupAsked(platformCalls(calls).at(-1))).toEqual([null, null, null]);
    expect(await screen.findByText(/Setup cleared/)).toBeInTheDocument();
  });

  it("applies a member's setup from the account and saves a change to it", async () => {
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
    await waitFor(() => expect(location()).toHaveTextContent('/games/platform/Dreamcast?gun=sinden'));
    const filter = await filterForm();
    await userEvent.selectOptions(filter.getByLabelText('Way of playing'), 'MAME');
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        gun_id: sinden.id,
        display_id: null,
        play_mode_id: mame.id,
      }),
    );
    expect(location()).toHaveTextContent('?gun=sinden&play=mame');
    expect(remembered()).toEqual({ gun_id: sinden.id, display_id: null, play_mode_id: mame.id });
  });
});

describe('the setup chip on other pages of the area', () => {
  it("shows the remembered setup on a game's page, and clears it there", async () => {
    localStorage.setItem(storageKey, JSON.stringify({ gun_id: sinden.id, display_id: crt.id, play_mode_id: null }));
    renderGames('/games/12');
    expect(await screen.findByText('Your setup: Sinden · CRT')).toBeInTheDocument();
    // A game's page does not take the setup into its address.
    expect(location()).toHaveTextContent(/^\/games\/12$/);
    await userEvent.click(screen.getByRole('button', { name: 'Clear your setup' }));
    await waitFor(() => expect(screen.queryByText(/Your setup:/)).toBeNull());
    expect(remembered()).toBeNull();
  });
});
