import type { AppliedSetup, Game, RankedGame, SetupFit } from '@site/contracts';
import { recordRequests, server, signedInAs, type RecordedRequest } from '@site/test-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aGame, aPlatform, aStanding, crt, flatTv, mame, sinden } from './support/games-fixtures.js';
import { aUser, renderGames } from './support/render-games.js';

const works = aGame({ id: 1, title: 'Confidential Mission', compatibility_tier: 'playable' });
const untested = aGame({ id: 2, title: 'Time Crisis 2', compatibility_tier: 'perfect' });
const broken = aGame({ id: 3, title: 'The House of the Dead 2', compatibility_tier: 'issues' });
const member = aUser(2);
const storageKey = 'lightgun-hub:my-setup';

const ranked = (game: Game, fit: SetupFit): RankedGame => ({
  ...game,
  setup_fit: fit,
  setup_standing: aStanding(null),
});

/** The setup an API answer echoes: the options the request named, and the counts of `games`. */
function appliedSetup(query: URLSearchParams, games: RankedGame[]): AppliedSetup {
  const find = <T extends { slug: string }>(list: T[], slug: string | null) =>
    list.find((option) => option.slug === slug) ?? null;
  const count = (fit: SetupFit) => games.filter((game) => game.setup_fit === fit).length;
  return {
    gun: find([sinden], query.get('gun')),
    display: find([crt, flatTv], query.get('display')),
    play_mode: find([mame], query.get('play')),
    counts: { works: count('works'), untested: count('untested'), fails: count('fails') },
  };
}

const withSetup = (query: URLSearchParams) => ['gun', 'display', 'play'].some((part) => query.has(part));

/** The Dreamcast's three games: ranked in their groups with a setup, by title without. */
const dreamcast = http.get('/api/lightgun/platforms/Dreamcast', ({ request }) => {
  const query = new URL(request.url).searchParams;
  if (!withSetup(query)) return HttpResponse.json(aPlatform([works, untested, broken], { name: 'Dreamcast' }));
  const games = [ranked(works, 'works'), ranked(untested, 'untested'), ranked(broken, 'fails')];
  return HttpResponse.json(aPlatform(games, { name: 'Dreamcast', setup: appliedSetup(query, games) }));
});

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

  it('groups the games, each group with its count, and hides only the broken ones behind a button', async () => {
    server.use(dreamcast);
    renderGames('/games/platform/Dreamcast?gun=sinden');
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Rank by your setup',
      'Works with your setup (1)',
      'Not tested with your setup (1)',
      'Reported not working (1)',
    ]);
    const first = screen.getByRole('link', { name: /Confidential Mission/ });
    expect(within(first).getByText('✓ Works with your setup')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /Time Crisis 2/ })).getByText('Not tested with your setup'));
    expect(screen.queryByRole('link', { name: /House of the Dead 2/ })).toBeNull();

    const show = screen.getByRole('button', { name: '1 game hidden: show all' });
    show.focus();
    await userEvent.keyboard('{Enter}');
    const revealed = await screen.findByRole('link', { name: /House of the Dead 2/ });
    expect(within(revealed).getByText('✗ Reported not working with your setup')).toBeInTheDocument();
    expect(revealed).toHaveFocus();
    expect(screen.queryByRole('button', { name: /hidden: show all/ })).toBeNull();
  });

  it('lists every game by the API order without groups when no setup is chosen', async () => {
    server.use(dreamcast);
    const calls = recordRequests();
    renderGames('/games/platform/Dreamcast');
    expect(await screen.findByRole('link', { name: /House of the Dead 2/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /with your setup/ })).toBeNull();
    expect(screen.queryByText(/Your setup:/)).toBeNull();
    expect(setupAsked(platformCalls(calls)[0])).toEqual([null, null, null]);
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

describe('the order of a platform page', () => {
  it('is best tier first by default and Title on choice, in the address', async () => {
    server.use(dreamcast);
    const calls = recordRequests();
    renderGames('/games/platform/Dreamcast');
    const sort = await screen.findByLabelText('Sort by');
    expect(sort).toHaveValue('tier');
    expect(screen.getByRole('option', { name: 'Best tier first' })).toBeInTheDocument();
    await waitFor(() => expect(platformCalls(calls)[0]?.query.get('sort')).toBe('tier'));
    await userEvent.selectOptions(sort, 'Title');
    await waitFor(() => expect(location()).toHaveTextContent('/games/platform/Dreamcast?sort=title'));
    await waitFor(() => expect(platformCalls(calls).at(-1)?.query.get('sort')).toBe('title'));
    await userEvent.selectOptions(sort, 'Best tier first');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/games\/platform\/Dreamcast$/));
  });

  it('keeps a title filter within the groups, counting what it shows', async () => {
    server.use(dreamcast);
    renderGames('/games/platform/Dreamcast?gun=sinden');
    await screen.findByRole('heading', { name: 'Works with your setup (1)' });
    await userEvent.type(screen.getByLabelText('Filter games by title'), 'time');
    expect(await screen.findByRole('heading', { name: 'Not tested with your setup (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Works with your setup/ })).toBeNull();
    await userEvent.clear(screen.getByLabelText('Filter games by title'));
    await userEvent.type(screen.getByLabelText('Filter games by title'), 'zzz');
    expect(await screen.findByText('No game title matches')).toBeInTheDocument();
  });
});

describe('game cards', () => {
  it('show the tier and how sure it is', async () => {
    const sure = aGame({
      id: 4,
      title: 'Virtua Cop',
      compatibility_tier: 'playable',
      compatibility: aStanding('playable', { report_count: 7, member_count: 6, agreeing_count: 5 }),
    });
    server.use(http.get('/api/lightgun/platforms/Arcade', () => HttpResponse.json(aPlatform([sure, works]))));
    renderGames('/games/platform/Arcade');
    const card = await screen.findByRole('link', { name: /Virtua Cop/ });
    expect(within(card).getByRole('img', { name: 'Compatibility: Playable' })).toHaveTextContent('Playable');
    expect(within(card).getByText('Playable · 7 reports · 5 members agree')).toBeInTheDocument();
  });
});

describe('the catalogue search on /games', () => {
  const search = http.get('/api/lightgun/games', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const games = query.get('q') === 'zzz' ? [] : withSetup(query) ? [ranked(works, 'works')] : [works];
    return HttpResponse.json({
      games,
      pagination: { page: Number(query.get('page')), limit: 24, total_count: 30, total_pages: 2, has_next: true },
      setup: withSetup(query) ? { ...appliedSetup(query, []), counts: { works: 12, untested: 15, fails: 3 } } : null,
    });
  });
  const searchCalls = (calls: RecordedRequest[]) => calls.filter((call) => call.path === '/api/lightgun/games');

  it('ranks by the setup of the address, with the counts of the whole list, and keeps it while paging', async () => {
    server.use(search);
    const calls = recordRequests();
    renderGames('/games?display=crt');
    expect(await screen.findByRole('heading', { level: 3, name: 'Works with your setup (12)' })).toBeInTheDocument();
    const card = screen.getByRole('link', { name: /Confidential Mission/ });
    expect(within(card).getByText('Arcade')).toBeInTheDocument();
    expect(searchCalls(calls)[0]?.query.get('display')).toBe('crt');
    expect(searchCalls(calls)[0]?.query.get('sort')).toBe('tier');

    await userEvent.type(screen.getByLabelText('Search games'), 'mission');
    await waitFor(() => expect(location()).toHaveTextContent('/games?display=crt&q=mission'));
    await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(location()).toHaveTextContent('/games?display=crt&q=mission&page=2'));
    await waitFor(() => expect(searchCalls(calls).at(-1)?.query.get('page')).toBe('2'));
    expect(searchCalls(calls).at(-1)?.query.get('q')).toBe('mission');
    expect(searchCalls(calls).at(-1)?.query.get('display')).toBe('crt');

    // Another order starts from the first page.
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Title');
    await waitFor(() => expect(location()).toHaveTextContent('/games?display=crt&q=mission&sort=title'));
    await waitFor(() => expect(searchCalls(calls).at(-1)?.query.get('sort')).toBe('title'));

    await userEvent.clear(screen.getByLabelText('Search games'));
    await userEvent.type(screen.getByLabelText('Search games'), 'zzz');
    expect(await screen.findByText('No games match')).toBeInTheDocument();
  });

  it('lists by title alone, without groups, when no setup is chosen', async () => {
    server.use(search);
    renderGames('/games?q=mission');
    expect(await screen.findByRole('link', { name: /Confidential Mission/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /with your setup/ })).toBeNull();
    expect(screen.getByText('30 games found')).toBeInTheDocument();
  });

  it('shows no search results until a text or a setup is chosen', async () => {
    const calls = recordRequests();
    renderGames('/games');
    expect(await (await filterForm()).findByLabelText('Gun')).toHaveValue('');
    expect(screen.queryByRole('heading', { name: 'Matching games' })).toBeNull();
    expect(searchCalls(calls)).toEqual([]);
  });

  it('says when the search fails, and Retry asks again', async () => {
    let failing = true;
    server.use(
      http.get('/api/lightgun/games', () =>
        failing
          ? HttpResponse.json({ detail: 'Boom', status: 500 }, { status: 500 })
          : HttpResponse.json({
              games: [works],
              pagination: { page: 1, limit: 24, total_count: 1, total_pages: 1, has_next: false, has_prev: false },
              setup: null,
            }),
      ),
    );
    renderGames('/games?q=mission');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to search games');
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /Confidential Mission/ })).toBeInTheDocument();
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
