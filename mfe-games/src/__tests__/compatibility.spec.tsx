import type { CompatibilityReport } from '@site/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordRequests, server, signedInAs } from '@site/test-api';
import { formatDate } from '@site/ui';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  aGame,
  aPagination,
  aReport,
  aSummary,
  crt,
  flatTv,
  gunCon2,
  original,
  sinden,
} from './support/games-fixtures.js';
import { gamePage } from './support/handlers.js';
import { aUser, renderGames } from './support/render-games.js';

const game = aGame();
const member = aUser(2);
const moderator = aUser(4, 'moderator');
const reportsOf = (reports: CompatibilityReport[]) =>
  HttpResponse.json({ reports, pagination: aPagination(reports.length) });
const summaryIs = (summary: ReturnType<typeof aSummary>) =>
  http.get('/api/lightgun/games/12/compatibility', () => HttpResponse.json(summary));
const reportsAre = (reports: () => CompatibilityReport[]) =>
  http.get('/api/lightgun/games/12/reports', () => reportsOf(reports()));

async function compatibilitySection() {
  return within(await screen.findByRole('region', { name: 'Compatibility' }));
}

describe('a game page\'s "Compatibility"', () => {
  it.each([
    ['perfect', 'Tier: Perfect'],
    ['playable', 'Tier: Playable'],
    ['issues', 'Tier: Issues'],
    ['broken', 'Tier: Broken'],
  ] as const)('says the %s tier as text, with the report count', async (tier, text) => {
    server.use(summaryIs(aSummary({ tier, report_count: 3 })), ...gamePage(game));
    renderGames('/games/12');
    const section = await compatibilitySection();
    expect(await section.findByText(text)).toBeInTheDocument();
    expect(section.getByText('3 reports')).toBeInTheDocument();
  });

  it("says 'No reports yet' without a tier", async () => {
    server.use(...gamePage(game));
    renderGames('/games/12');
    expect(await (await compatibilitySection()).findByText('No reports yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lays the matrix out with guns as rows and displays as columns, each cell its count and best rating', async () => {
    const summary = aSummary({
      tier: 'playable',
      report_count: 3,
      guns: [gunCon2, sinden],
      displays: [crt, flatTv],
      matrix: [
        { gun_id: gunCon2.id, display_id: crt.id, report_count: 2, best_rating: 'perfect' },
        { gun_id: sinden.id, display_id: flatTv.id, report_count: 1, best_rating: 'issues' },
      ],
    });
    server.use(summaryIs(summary), ...gamePage(game));
    renderGames('/games/12');
    const table = await screen.findByRole('table', { name: 'Reports by gun and display' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['CRT', 'Flat TV']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['GunCon 2', 'Sinden']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      ),
    ).toEqual([
      ['2 · Perfect', ''],
      ['', '1 · Issues'],
    ]);
  });

  it('shows each report with its author, setup, rating and what works, in words', async () => {
    server.use(
      reportsAre(() => [aReport(member)]),
      ...gamePage(game),
    );
    renderGames('/games/12');
    const report = within(await (await compatibilitySection()).findByRole('article'));
    expect(report.getByRole('link', { name: 'User 2' })).toHaveAttribute('href', '/u/user2');
    expect(report.getByText('GunCon 2 · CRT · Original hardware')).toBeInTheDocument();
    expect(report.getByText('Playable')).toBeInTheDocument();
    expect(report.getByText('Recoil: works')).toBeInTheDocument();
    expect(report.getByText("Offscreen reload: doesn't work")).toBeInTheDocument();
    expect(report.getByText('Two players: works')).toBeInTheDocument();
    expect(report.getByText('Calibrate first.')).toBeInTheDocument();
    expect(report.getByText(/ago$/)).toBeInTheDocument();
  });

  it('offers a visitor a login link that comes back, and no report form', async () => {
    server.use(...gamePage(game));
    renderGames('/games/12');
    expect(await screen.findByRole('link', { name: 'Log in to file a report' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fgames%2F12',
    );
    expect(screen.queryByRole('button', { name: 'File a report' })).toBeNull();
  });
});

describe('filing a report', () => {
  async function openForm(...handlers: HttpHandler[]) {
    signedInAs(member);
    server.use(...handlers, ...gamePage(game));
    const calls = recordRequests();
    renderGames('/games/12');
    await userEvent.click(await screen.findByRole('button', { name: 'File a report' }));
    const form = within(await screen.findByRole('region', { name: 'Your report' }));
    await form.findByLabelText('Gun');
    return { calls, form };
  }

  it('asks for the setup and a rating, and refuses notes over 5,000 characters, before sending anything', async () => {
    const { calls, form } = await openForm();
    await userEvent.click(form.getByRole('button', { name: 'File report' }));
    await waitFor(() => expect(form.getByLabelText('Gun')).toHaveAccessibleDescription('Choose a gun'));
    expect(form.getByLabelText('Gun')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText('Display')).toHaveAccessibleDescription('Choose a display');
    expect(form.getByLabelText('Way of playing')).toHaveAccessibleDescription('Choose a way of playing');
    expect(form.getByRole('radiogroup', { name: 'Rating' })).toHaveAccessibleDescription('Choose a rating');

    const notes = form.getByLabelText('Notes (Markdown)');
    await userEvent.click(notes);
    await userEvent.paste('x'.repeat(5001));
    await userEvent.click(form.getByRole('button', { name: 'File report' }));
    expect(await form.findByText('Notes can be at most 5,000 characters')).toBeInTheDocument();
    expect(calls.some((call) => call.method !== 'GET')).toBe(false);
  });

  it('files the setup ids, rating, checkboxes and notes, says "Report filed" and reloads the summary and reports', async () => {
    let saved = false;
    const { calls, form } = await openForm(
      http.post('/api/lightgun/games/12/reports', () => {
        saved = true;
        return HttpResponse.json(aReport(member), { status: 201 });
      }),
      http.get('/api/lightgun/games/12/compatibility', () =>
        HttpResponse.json(aSummary(saved ? { tier: 'playable', report_count: 1 } : {})),
      ),
    );
    await userEvent.selectOptions(form.getByLabelText('Gun'), 'Sinden');
    await userEvent.selectOptions(form.getByLabelText('Display'), 'Flat TV');
    await userEvent.selectOptions(form.getByLabelText('Way of playing'), 'MAME');
    await userEvent.click(form.getByRole('radio', { name: 'Playable' }));
    await userEvent.click(form.getByRole('checkbox', { name: 'Recoil works' }));
    await userEvent.click(form.getByRole('checkbox', { name: 'Two players work' }));
    await userEvent.type(form.getByLabelText('Notes (Markdown)'), 'Use the *border* mode.');
    await userEvent.click(form.getByRole('button', { name: 'File report' }));

    expect(await screen.findByText('Report filed')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      gun_id: sinden.id,
      display_id: flatTv.id,
      play_mode_id: 21,
      rating: 'playable',
      recoil_works: true,
      offscreen_reload_works: false,
      two_players_work: true,
      notes: 'Use the *border* mode.',
    });
    expect(await (await compatibilitySection()).findByText('Tier: Playable')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your report' })).toBeNull();
    expect(
      calls.filter((call) => call.path === '/api/lightgun/games/12/reports' && call.method === 'GET'),
    ).toHaveLength(2);
  });

  it("fills the form from the member's own report when they choose a setup they reported, and edits it", async () => {
    const mine = aReport(member, {
      gun: gunCon2,
      display: crt,
      play_mode: original,
      rating: 'issues',
      recoil_works: false,
      two_players_work: true,
      notes: 'Jittery.',
    });
    const { calls, form } = await openForm(
      summaryIs(aSummary({ my_reports: [mine] })),
      http.patch('/api/lightgun/reports/100', () => HttpResponse.json({ ...mine, edited: true })),
    );
    await userEvent.selectOptions(form.getByLabelText('Gun'), 'GunCon 2');
    await userEvent.selectOptions(form.getByLabelText('Display'), 'CRT');
    expect(form.getByRole('radio', { name: 'Issues' })).not.toBeChecked();
    await userEvent.selectOptions(form.getByLabelText('Way of playing'), 'Original hardware');

    expect(form.getByRole('radio', { name: 'Issues' })).toBeChecked();
    expect(form.getByRole('checkbox', { name: 'Two players work' })).toBeChecked();
    expect(form.getByRole('checkbox', { name: 'Recoil works' })).not.toBeChecked();
    expect(form.getByLabelText('Notes (Markdown)')).toHaveValue('Jittery.');
    expect(
      form.getByText(`You reported this setup on ${formatDate(mine.created_at)}: editing it.`),
    ).toBeInTheDocument();

    await userEvent.click(form.getByRole('radio', { name: 'Perfect' }));
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Report updated');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      gun_id: gunCon2.id,
      display_id: crt.id,
      play_mode_id: original.id,
      rating: 'perfect',
      notes: 'Jittery.',
    });
  });

  it("puts the API's 422 details next to the fields they name", async () => {
    const refusal = {
      detail: [{ loc: ['body', 'notes'], msg: 'notes must be shorter than or equal to 5000 characters' }],
      status: 422,
    };
    const { form } = await openForm(
      http.post('/api/lightgun/games/12/reports', () => HttpResponse.json(refusal, { status: 422 })),
    );
    await userEvent.selectOptions(form.getByLabelText('Gun'), 'Sinden');
    await userEvent.selectOptions(form.getByLabelText('Display'), 'CRT');
    await userEvent.selectOptions(form.getByLabelText('Way of playing'), 'MAME');
    await userEvent.click(form.getByRole('radio', { name: 'Broken' }));
    await userEvent.click(form.getByRole('button', { name: 'File report' }));
    expect(await form.findByText('notes must be shorter than or equal to 5000 characters')).toBeInTheDocument();
    expect(form.getByLabelText('Notes (Markdown)')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('moderating reports', () => {
  it('lets a moderator hide a report with a reason (it then shows marked hidden) and unhide it', async () => {
    let report = aReport(member, { notes_html: '<p>Spam spam spam</p>' });
    signedInAs(moderator);
    server.use(
      reportsAre(() => [report]),
      http.post('/api/lightgun/reports/100/hide', async ({ request }) => {
        report = { ...report, hidden: true, hidden_reason: ((await request.json()) as { reason: string }).reason };
        return HttpResponse.json(report);
      }),
      http.post('/api/lightgun/reports/100/unhide', () => {
        report = { ...report, hidden: false, hidden_reason: null };
        return HttpResponse.json(report);
      }),
      ...gamePage(game),
    );
    const calls = recordRequests();
    renderGames('/games/12');
    const article = within(await (await compatibilitySection()).findByRole('article'));
    await userEvent.click(article.getByRole('button', { name: 'Hide report' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Hide report' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Hide' }));
    expect(await dialog.findByText('Please give a reason')).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText('Reason'), 'Not a real report');
    await userEvent.click(dialog.getByRole('button', { name: 'Hide' }));

    expect(await screen.findByText('Hidden by a moderator: Not a real report')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ reason: 'Not a real report' });
    expect(screen.queryByRole('button', { name: 'Hide report' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Unhide report' }));
    await waitFor(() => expect(screen.queryByText(/Hidden by a moderator/)).toBeNull());
    expect(screen.getByRole('button', { name: 'Hide report' })).toBeInTheDocument();
  });

  it('gives a member no Hide, and shows their own hidden report marked hidden', async () => {
    signedInAs(member);
    server.use(
      reportsAre(() => [aReport(member, { hidden: true, hidden_reason: 'Off topic' })]),
      ...gamePage(game),
    );
    renderGames('/games/12');
    expect(await screen.findByText('Hidden by a moderator: Off topic')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /hide report/i })).toBeNull();
  });
});

describe('game discussions', () => {
  it('"Discuss this game" opens the thread the API answers with', async () => {
    signedInAs(member);
    server.use(
      http.post('/api/lightgun/games/12/discussion', () =>
        HttpResponse.json({ thread_id: 77, created: true }, { status: 201 }),
      ),
      ...gamePage(game),
    );
    const calls = recordRequests();
    renderGames('/games/12');
    const discussions = within(await screen.findByRole('region', { name: 'Discussions' }));
    expect(await discussions.findByText('No discussions yet')).toBeInTheDocument();
    await userEvent.click(discussions.getByRole('button', { name: 'Discuss this game' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/forum/thread/77'));
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/lightgun/games/12/discussion')).toBe(
      true,
    );
  });

  it("lists the game's threads with their replies, and gives a visitor a login link instead of the button", async () => {
    const thread = { id: 5, title: 'Time Crisis on a Sinden', reply_count: 1 };
    server.use(
      http.get('/api/lightgun/games/12/threads', () =>
        HttpResponse.json({ threads: [thread], pagination: aPagination(1) }),
      ),
      ...gamePage(game),
    );
    renderGames('/games/12');
    const discussions = within(await screen.findByRole('region', { name: 'Discussions' }));
    expect(await discussions.findByRole('link', { name: 'Time Crisis on a Sinden' })).toHaveAttribute(
      'href',
      '/forum/thread/5',
    );
    expect(discussions.getByText('1 reply')).toBeInTheDocument();
    expect(discussions.getByRole('link', { name: 'Log in to discuss this game' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fgames%2F12',
    );
    expect(discussions.queryByRole('button', { name: 'Discuss this game' })).toBeNull();
  });
});
