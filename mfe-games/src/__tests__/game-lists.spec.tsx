import { recordRequests, server, type RecordedRequest } from '@site/test-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aGame, aPlatform, aStanding } from './support/games-fixtures.js';
import { appliedSetup, dreamcast, ranked, works, withSetup } from './support/ranked-lists.js';
import { axeViolations } from './support/axe-violations.js';
import { renderGames } from './support/render-games.js';

const platformCalls = (calls: RecordedRequest[]) =>
  calls.filter((call) => call.path === '/api/lightgun/platforms/Dreamcast');
const location = () => screen.getByTestId('location');

describe('a platform page ranked by a setup', () => {
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
    expect(
      within(screen.getByRole('link', { name: /Time Crisis 2/ })).getByText('Not tested with your setup'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /House of the Dead 2/ })).toBeNull();

    const show = screen.getByRole('button', { name: '1 game hidden: show all' });
    show.focus();
    await userEvent.keyboard('{Enter}');
    const revealed = await screen.findByRole('link', { name: /House of the Dead 2/ });
    expect(within(revealed).getByText('✗ Reported not working with your setup')).toBeInTheDocument();
    expect(revealed).toHaveFocus();
    expect(screen.queryByRole('button', { name: /hidden: show all/ })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('lists every game by the API order without groups when no setup is chosen', async () => {
    server.use(dreamcast);
    const calls = recordRequests();
    renderGames('/games/platform/Dreamcast');
    expect(await screen.findByRole('link', { name: /House of the Dead 2/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /with your setup/ })).toBeNull();
    expect(screen.queryByText(/Your setup:/)).toBeNull();
    expect(platformCalls(calls).map((call) => call.search)).toEqual(['?sort=tier']);
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
    expect(await screen.findByLabelText('Gun')).toHaveValue('');
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
