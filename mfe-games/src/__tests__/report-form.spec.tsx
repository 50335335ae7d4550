import type { Game } from '@site/contracts';
import { maxVersionLength, ratingDefinition } from '@site/domain';
import { apiError, recordRequests, server, signedInAs } from '@site/test-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { aGame, aPagination, aReport, aSummary, flatTv, mame, original, sinden } from './support/games-fixtures.js';
import { gamePage } from './support/handlers.js';
import { aUser, renderGames } from './support/render-games.js';

// Issue 32, point 1: the form records what was tested, the versions, and offers only the setups the game's platform
// allows (the fixtures: the Arcade plays in MAME and has no gun of its own; the PlayStation 2 has the GunCon 2, its
// console and PCSX2).

const arcadeGame = aGame();
const ps2Game = aGame({ id: 13, title: 'Time Crisis II', platform: 'PlayStation 2', platform_id: 2 });
const member = aUser(2);

/** A member's game page with "File a report" opened; `ready` waits for the setup's fields. */
async function openForm(game: Game, ...handlers: HttpHandler[]) {
  signedInAs(member);
  server.use(...handlers, ...gamePage(game));
  const calls = recordRequests();
  renderGames(`/games/${game.id}`);
  await userEvent.click(await screen.findByRole('button', { name: 'File a report' }, { timeout: 5_000 }));
  const form = within(await screen.findByRole('region', { name: 'Your report' }));
  return { calls, form };
}

async function readyForm(game: Game, ...handlers: HttpHandler[]) {
  const opened = await openForm(game, ...handlers);
  await opened.form.findByLabelText('Gun');
  return opened;
}

const offered = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .slice(1)
    .map((option) => option.textContent);

describe('the setups the form offers', () => {
  it("offers an arcade game only modern guns and the Arcade's ways of playing", async () => {
    const { calls, form } = await readyForm(arcadeGame);
    expect(offered(form.getByLabelText('Gun'))).toEqual(['Sinden']);
    expect(offered(form.getByLabelText('Display'))).toEqual(['CRT', 'Flat TV']);
    expect(offered(form.getByLabelText('Way of playing'))).toEqual(['MAME']);
    expect(calls.some((call) => call.path === '/api/lightgun/platforms/1/setup-options')).toBe(true);
  });

  it('offers a PlayStation 2 game its own gun, its console and PCSX2, and not MAME', async () => {
    const { form } = await readyForm(ps2Game);
    expect(offered(form.getByLabelText('Gun'))).toEqual(['GunCon 2', 'Sinden']);
    expect(offered(form.getByLabelText('Way of playing'))).toEqual(['Original hardware', 'PCSX2']);
  });

  it('narrows the other choices as one is made, and says why', async () => {
    const { form } = await readyForm(ps2Game);
    await userEvent.selectOptions(form.getByLabelText('Way of playing'), 'Original hardware');
    expect(offered(form.getByLabelText('Gun'))).toEqual(['GunCon 2']);
    expect(form.getByLabelText('Gun')).toHaveAccessibleDescription(
      'Not offered: Sinden is a modern gun: it works with emulators, MiSTer and native PC ports, not with Original hardware.',
    );
    expect(offered(form.getByLabelText('Display'))).toEqual(['CRT']);
    expect(form.getByLabelText('Display')).toHaveAccessibleDescription(
      "Not offered: GunCon 2 reads a CRT's picture: it does not work on a Flat TV.",
    );

    await userEvent.selectOptions(form.getByLabelText('Way of playing'), 'PCSX2');
    await userEvent.selectOptions(form.getByLabelText('Display'), 'Flat TV');
    expect(offered(form.getByLabelText('Gun'))).toEqual(['Sinden']);
    expect(offered(form.getByLabelText('Way of playing'))).toEqual(['PCSX2']);
  });

  it('says when the platform has no setups recorded', async () => {
    const { form } = await openForm(
      ps2Game,
      http.get('/api/lightgun/platforms/2/setup-options', () => HttpResponse.json({ platform_id: 2, option_ids: [] })),
    );
    expect(await form.findByText(/No setups are recorded for the PlayStation 2 yet/)).toBeInTheDocument();
    expect(form.queryByLabelText('Gun')).toBeNull();
  });

  it('shows an error with Retry when the platform setup options fail to load', async () => {
    const { form } = await openForm(
      ps2Game,
      http.get('/api/lightgun/platforms/2/setup-options', () => apiError(500, 'Boom')),
    );
    expect(await form.findByText('Failed to load the setup options')).toBeInTheDocument();
    expect(form.getByRole('button', { name: /retry/i })).toBeInTheDocument();
  });
});

describe('what a report records', () => {
  // Many steps: more than the default five seconds on a busy machine.
  it(
    'starts every feature at "Not tested", sends each as chosen, and trims the versions',
    { timeout: 15_000 },
    async () => {
      const { calls, form } = await readyForm(
        arcadeGame,
        http.post('/api/lightgun/games/12/reports', () => HttpResponse.json(aReport(member), { status: 201 })),
      );
      for (const feature of ['Recoil', 'Off-screen reload', 'Two players', 'Calibration holds']) {
        const group = form.getByRole('radiogroup', { name: feature });
        expect(within(group).getByRole('radio', { name: 'Not tested' })).toBeChecked();
      }
      expect(form.getByRole('radiogroup', { name: 'Recoil' })).toHaveAccessibleDescription(
        'The gun’s recoil or rumble fires with each shot.',
      );
      await userEvent.selectOptions(form.getByLabelText('Gun'), 'Sinden');
      await userEvent.selectOptions(form.getByLabelText('Display'), 'Flat TV');
      await userEvent.selectOptions(form.getByLabelText('Way of playing'), 'MAME');
      await userEvent.click(form.getByRole('radio', { name: 'Playable' }));
      await userEvent.click(
        within(form.getByRole('radiogroup', { name: 'Recoil' })).getByRole('radio', { name: 'Works' }),
      );
      await userEvent.click(
        within(form.getByRole('radiogroup', { name: 'Two players' })).getByRole('radio', { name: 'Doesn’t work' }),
      );
      await userEvent.click(form.getByLabelText('Emulator or core version'));
      await userEvent.paste(' MAME 0.264 ');
      await userEvent.click(form.getByRole('button', { name: 'File report' }));

      expect(await screen.findByText('Report filed')).toBeInTheDocument();
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        gun_id: sinden.id,
        display_id: flatTv.id,
        play_mode_id: mame.id,
        rating: 'playable',
        recoil: 'works',
        offscreen_reload: 'untested',
        two_players: 'fails',
        calibration: 'untested',
        emulator_version: 'MAME 0.264',
        gun_firmware: '',
        game_version: '',
        notes: '',
      });
    },
  );

  it('describes each rating by its definition', async () => {
    const { form } = await readyForm(arcadeGame);
    expect(form.getByRole('radio', { name: 'Perfect' })).toHaveAccessibleDescription(ratingDefinition.perfect);
    expect(form.getByRole('radio', { name: 'Broken' })).toHaveAccessibleDescription(ratingDefinition.broken);
  });

  it('bounds each version field', async () => {
    const { form } = await readyForm(arcadeGame);
    for (const label of ['Emulator or core version', 'Gun firmware', 'Game version or ROM set'])
      expect(form.getByLabelText(label)).toHaveAttribute('maxlength', String(maxVersionLength));
  });

  it("shows the API's 400 detail when it refuses the setup, keeping the form", async () => {
    const { form } = await readyForm(
      ps2Game,
      http.post('/api/lightgun/games/13/reports', () => apiError(400, 'GunCon 2 is not a gun of the PlayStation 2')),
    );
    await userEvent.selectOptions(form.getByLabelText('Gun'), 'GunCon 2');
    await userEvent.selectOptions(form.getByLabelText('Display'), 'CRT');
    await userEvent.selectOptions(form.getByLabelText('Way of playing'), 'Original hardware');
    await userEvent.click(form.getByRole('radio', { name: 'Perfect' }));
    await userEvent.click(form.getByRole('button', { name: 'File report' }));
    expect(await form.findByRole('alert')).toHaveTextContent('GunCon 2 is not a gun of the PlayStation 2');
    expect(form.getByLabelText('Gun')).toHaveValue('1');
  });

  it('marks the setup of a report filed before the rules when its author edits it', async () => {
    const old = aReport(member, { gun: sinden, display: flatTv, play_mode: original });
    // jsdom lays nothing out: the form scrolls into view when Edit opens it.
    Element.prototype.scrollIntoView = vi.fn();
    signedInAs(member);
    server.use(
      http.get('/api/lightgun/games/12/compatibility', () => HttpResponse.json(aSummary({ my_reports: [old] }))),
      http.get('/api/lightgun/games/12/reports', () =>
        HttpResponse.json({ reports: [old], pagination: aPagination(1) }),
      ),
      ...gamePage(arcadeGame),
    );
    renderGames('/games/12');
    const report = within(await screen.findByRole('article', { name: 'Report by User 2' }, { timeout: 5_000 }));
    await userEvent.click(report.getByRole('button', { name: 'Edit your report' }));
    const form = within(await screen.findByRole('region', { name: 'Edit your report' }));
    expect(await form.findByLabelText('Gun')).toHaveValue(String(sinden.id));
    expect(form.getByLabelText('Gun')).toHaveAccessibleDescription(
      'Sinden is a modern gun: it works with emulators, MiSTer and native PC ports, not with Original hardware',
    );
    expect(form.getByLabelText('Gun')).toHaveAttribute('aria-invalid', 'true');
  });
});
