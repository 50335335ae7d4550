import type { SetupLink, SetupPage } from '@site/contracts';
import { apiError, recordRequests, server } from '@site/test-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aGame, aStanding, crt, flatTv, gunCon2, mame, sinden } from './support/games-fixtures.js';
import { axeViolations } from './support/axe-violations.js';
import { renderGames } from './support/render-games.js';

const sindenGun = { ...sinden, name: 'Sinden Lightgun', description: 'A modern gun that reads the screen’s border.' };
const flat = { ...flatTv, description: 'Any LCD or OLED television.' };
const best = aGame({ id: 1, title: 'Time Crisis 2', platform: 'PlayStation 2' });
const next = aGame({ id: 2, title: 'Point Blank', platform: 'PlayStation' });

function aSetupPage(overrides: Partial<SetupPage> = {}): SetupPage {
  return {
    gun: sindenGun,
    display: flat,
    play_mode: null,
    games: [
      { game: best, standing: aStanding('perfect', { report_count: 4, member_count: 4, agreeing_count: 3 }) },
      { game: next, standing: aStanding('playable') },
    ],
    ...overrides,
  };
}

const setupPage = (page: SetupPage) => http.get('/api/lightgun/setups/sinden/flat-tv', () => HttpResponse.json(page));

describe('a setup page', () => {
  it('says whose games it ranks, introduces them, and lists them best first with the members behind each', async () => {
    server.use(setupPage(aSetupPage()));
    renderGames('/games/setup/sinden/flat-tv');
    const heading = 'Best light gun games for a Sinden Lightgun on a flat TV';
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(document.title).toBe(`${heading} · Lightgun Hub`);
    expect(screen.getByText(/reads the screen’s border\. Any LCD or OLED television\./)).toBeInTheDocument();
    expect(screen.getByText(/best first/)).toBeInTheDocument();

    const ranked = within(screen.getByRole('list', { name: 'Games, best first' })).getAllByRole('link');
    expect(ranked.map((link) => link.getAttribute('href'))).toEqual(['/games/1', '/games/2']);
    expect(within(ranked[0]).getByRole('img', { name: 'Compatibility: Perfect' })).toBeInTheDocument();
    expect(within(ranked[0]).getByText('4 members')).toBeInTheDocument();
    expect(within(ranked[0]).getByText('Perfect · 4 reports · 3 members agree')).toBeInTheDocument();
    expect(within(ranked[0]).getByText('PlayStation 2')).toBeInTheDocument();
    expect(within(ranked[1]).getByText('1 member')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('asks for the way of playing when the address names one, and says it in the heading', async () => {
    const calls = recordRequests();
    server.use(
      http.get('/api/lightgun/setups/sinden/flat-tv', () => HttpResponse.json(aSetupPage({ play_mode: mame }))),
    );
    renderGames('/games/setup/sinden/flat-tv/mame');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Best light gun games for a Sinden Lightgun on a flat TV, played with MAME',
      }),
    ).toBeInTheDocument();
    const asked = calls.find((call) => call.path === '/api/lightgun/setups/sinden/flat-tv');
    expect(asked?.query.get('play')).toBe('mame');
  });

  it('copies its address to share, and says so', async () => {
    const user = userEvent.setup();
    server.use(setupPage(aSetupPage()));
    renderGames('/games/setup/sinden/flat-tv');
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/games/setup/sinden/flat-tv`);
  });

  it('says when no member has reported the setup yet, and leads to the catalogue', async () => {
    server.use(setupPage(aSetupPage({ games: [] })));
    renderGames('/games/setup/sinden/flat-tv');
    expect(await screen.findByText('No reports for this setup yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Find a game in the catalogue' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/games$/);
  });

  it("says 'Setup not found' with the API's reason for an unknown slug", async () => {
    renderGames('/games/setup/nope/flat-tv');
    expect(await screen.findByRole('heading', { level: 1, name: 'Setup not found' })).toBeInTheDocument();
    expect(screen.getByText('No such gun: nope')).toBeInTheDocument();
    expect(document.title).toBe('Setup not found · Lightgun Hub');
    expect(screen.getByRole('link', { name: '← All games' })).toHaveAttribute('href', '/games');
  });

  it('tells a failure from not found, and Retry loads it', async () => {
    let failing = true;
    server.use(
      http.get('/api/lightgun/setups/sinden/flat-tv', () =>
        failing ? apiError(500, 'Internal server error') : HttpResponse.json(aSetupPage()),
      ),
    );
    renderGames('/games/setup/sinden/flat-tv');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the games for this setup');
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /Time Crisis 2/ })).toBeInTheDocument();
  });

  it('shows the remembered setup as a chip too, apart from the setup it ranks by', async () => {
    localStorage.setItem(
      'lightgun-hub:my-setup',
      JSON.stringify({ gun_id: gunCon2.id, display_id: crt.id, play_mode_id: null }),
    );
    server.use(setupPage(aSetupPage()));
    renderGames('/games/setup/sinden/flat-tv');
    expect(await screen.findByText('Your setup: GunCon 2 · CRT')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/games\/setup\/sinden\/flat-tv$/);
  });
});

describe('"Best games by setup" on /games', () => {
  const link = (gun: typeof sinden, display: typeof crt, gameCount: number): SetupLink => ({
    gun: { id: gun.id, slug: gun.slug, name: gun.name },
    display: { id: display.id, slug: display.slug, name: display.name },
    game_count: gameCount,
    member_count: gameCount,
  });

  it("links each gun's name to its most reported display's page, and lists its other displays", async () => {
    server.use(
      http.get('/api/lightgun/setups', () =>
        HttpResponse.json({
          setups: [link(sinden, flatTv, 12), link(gunCon2, crt, 5), link(sinden, crt, 3)],
        }),
      ),
    );
    renderGames('/games');
    const section = within(await screen.findByRole('region', { name: 'Best games by setup' }));
    expect(section.getByRole('link', { name: 'Sinden' })).toHaveAttribute('href', '/games/setup/sinden/flat-tv');
    expect(section.getByRole('link', { name: 'GunCon 2' })).toHaveAttribute('href', '/games/setup/guncon-2/crt');
    expect(section.getByRole('link', { name: 'Sinden on CRT' })).toHaveAttribute('href', '/games/setup/sinden/crt');
    expect(section.getByText('Flat TV · 12 games')).toBeInTheDocument();
    expect(section.queryByRole('link', { name: 'GunCon 2 on CRT' })).toBeNull();

    server.use(setupPage(aSetupPage()));
    await userEvent.click(section.getByRole('link', { name: 'Sinden' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: /Best light gun games for a Sinden Lightgun/ }),
    ).toBeInTheDocument();
  });

  it('is not shown while no setup has reports', async () => {
    renderGames('/games');
    expect(await screen.findByText('No platforms found')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Best games by setup' })).toBeNull());
  });
});
