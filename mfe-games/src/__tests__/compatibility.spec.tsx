import type { CompatibilityReport } from '@site/contracts';
import { compatibilityRatings, ratingDefinition } from '@site/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, recordRequests, server, signedInAs } from '@site/test-api';
import { formatDate } from '@site/ui';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { aGame, aPagination, aReport, aSummary, crt, flatTv, gunCon2, mame, sinden } from './support/games-fixtures.js';
import { gamePage } from './support/handlers.js';
import { aUser, renderGames } from './support/render-games.js';

const game = aGame();
const member = aUser(2);
const other = aUser(3);
const moderator = aUser(4, 'moderator');
const reportsOf = (reports: CompatibilityReport[]) =>
  HttpResponse.json({ reports, pagination: aPagination(reports.length) });
const summaryIs = (summary: ReturnType<typeof aSummary>) =>
  http.get('/api/lightgun/games/12/compatibility', () => HttpResponse.json(summary));
const reportsAre = (reports: () => CompatibilityReport[]) =>
  http.get('/api/lightgun/games/12/reports', () => reportsOf(reports()));

/** "filed 3 years ago": the words and the <time> inside them. */
const filedText = (pattern: RegExp) => (_: string, element: Element | null) =>
  element?.tagName === 'SPAN' && pattern.test(element.textContent);

async function compatibilitySection() {
  return within(await screen.findByRole('region', { name: 'Compatibility' }));
}

describe('a game page\'s "Compatibility"', () => {
  it('lists what each rating means', async () => {
    server.use(...gamePage(game));
    renderGames('/games/12');
    const section = await compatibilitySection();
    const legend = within(section.getByText('What the ratings mean').closest('details') as HTMLElement);
    for (const rating of compatibilityRatings) expect(legend.getByText(ratingDefinition[rating])).toBeInTheDocument();
    expect(legend.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Perfect',
      'Playable',
      'Issues',
      'Broken',
    ]);
  });

  it('shows no matrix without reports', async () => {
    server.use(...gamePage(game));
    renderGames('/games/12');
    expect(
      await (await compatibilitySection()).findByText('Nobody has filed a report on this game yet.'),
    ).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lays the matrix out with guns as rows and displays as columns, each cell leading to its setup page', async () => {
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
    expect(rows.map((row) => within(row).queryAllByRole('link').length)).toEqual([1, 1]);
    expect(within(table).getByRole('link', { name: '2 · Perfect: best games for GunCon 2 on CRT' })).toHaveAttribute(
      'href',
      '/games/setup/guncon-2/crt',
    );
    expect(within(table).getByRole('link', { name: '1 · Issues: best games for Sinden on Flat TV' })).toHaveAttribute(
      'href',
      '/games/setup/sinden/flat-tv',
    );
  });

  it('shows each report with its author, setup, rating, the features tested (in words) and the versions given', async () => {
    server.use(
      reportsAre(() => [aReport(member, { emulator_version: 'MAME 0.264' })]),
      ...gamePage(game),
    );
    renderGames('/games/12');
    const report = within(await (await compatibilitySection()).findByRole('article'));
    expect(report.getByRole('link', { name: 'User 2' })).toHaveAttribute('href', '/u/user2');
    expect(report.getByText('GunCon 2 · CRT · Original hardware')).toBeInTheDocument();
    expect(report.getByText('Playable')).toBeInTheDocument();
    expect(
      within(report.getByRole('list', { name: 'Tested features' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['✓ Recoil: works', '✗ Off-screen reload: doesn’t work']);
    expect(report.queryByText(/Two players/)).toBeNull();
    expect(report.queryByText(/Calibration/)).toBeNull();
    expect(report.getByText('Emulator or core version')).toBeInTheDocument();
    expect(report.getByText('MAME 0.264')).toBeInTheDocument();
    expect(report.queryByText('Gun firmware')).toBeNull();
    expect(report.getByText('Calibrate first.')).toBeInTheDocument();
    expect(report.getByText(filedText(/^filed .* ago$/))).toBeInTheDocument();
    expect(report.queryByText('Older report, weighs less')).toBeNull();
  });

  it('lists no features when none was tested, and marks an older report', async () => {
    const untested = { recoil: 'untested', offscreen_reload: 'untested' } as const;
    const filed = new Date(Date.now() - 3 * 365 * 24 * 3_600_000).toISOString();
    server.use(
      reportsAre(() => [aReport(member, { ...untested, filed_at: filed, aged: true })]),
      ...gamePage(game),
    );
    renderGames('/games/12');
    const report = within(await (await compatibilitySection()).findByRole('article'));
    expect(report.queryByRole('list', { name: 'Tested features' })).toBeNull();
    expect(report.getByText(filedText(/^filed 3 years ago$/))).toBeInTheDocument();
    expect(report.getByText('Older report, weighs less')).toBeInTheDocument();
  });

  it('offers a visitor a login link that comes back, no report form and no Helpful button', async () => {
    server.use(
      reportsAre(() => [aReport(member, { helpful_count: 2 })]),
      ...gamePage(game),
    );
    renderGames('/games/12');
    expect(await screen.findByRole('link', { name: 'Log in to file a report' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fgames%2F12',
    );
    expect(screen.queryByRole('button', { name: 'File a report' })).toBeNull();
    expect(await screen.findByText('Helpful to 2 members')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /helpful/i })).toBeNull();
  });

  it('asks for the reports in the order chosen, from the first page', async () => {
    server.use(
      reportsAre(() => [aReport(member)]),
      ...gamePage(game),
    );
    const calls = recordRequests();
    renderGames('/games/12');
    const section = await compatibilitySection();
    const sort = await section.findByLabelText('Sort reports');
    expect(sort).toHaveValue('recent');
    await section.findByRole('article');
    await userEvent.selectOptions(sort, 'Most helpful');
    await waitFor(() =>
      expect(
        calls.filter((call) => call.path === '/api/lightgun/games/12/reports').map((call) => call.query.get('sort')),
      ).toEqual(['recent', 'helpful']),
    );
    expect(calls.at(-1)?.query.get('page')).toBe('1');
  });
});

describe('marking a report helpful', () => {
  it("lets a member mark another member's report, shows it at once, and take the mark back", async () => {
    let report = aReport(other, { helpful_count: 3 });
    const answer = (marked: boolean) => {
      report = { ...report, marked_helpful: marked, helpful_count: report.helpful_count + (marked ? 1 : -1) };
      return HttpResponse.json({ report_id: 100, helpful_count: report.helpful_count, marked_helpful: marked });
    };
    signedInAs(member);
    server.use(
      reportsAre(() => [report]),
      http.put('/api/lightgun/reports/100/helpful', () => answer(true)),
      http.delete('/api/lightgun/reports/100/helpful', () => answer(false)),
      ...gamePage(game),
    );
    const calls = recordRequests();
    renderGames('/games/12');
    const article = within(await (await compatibilitySection()).findByRole('article'));
    const button = article.getByRole('button', { name: 'Helpful (3)' });
    expect(button).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(button);
    expect(article.getByRole('button', { name: 'Helpful (4)' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));

    // By keyboard: the button keeps the focus and takes Enter.
    await waitFor(() => expect(article.getByRole('button', { name: 'Helpful (4)' })).not.toHaveAttribute('aria-busy'));
    article.getByRole('button', { name: 'Helpful (4)' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await article.findByRole('button', { name: 'Helpful (3)' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/lightgun/reports/100/helpful'),
    );
  });

  it('puts the count back and says why when the API refuses', async () => {
    signedInAs(member);
    server.use(
      reportsAre(() => [aReport(other, { helpful_count: 1 })]),
      http.put('/api/lightgun/reports/100/helpful', () => apiError(403, 'You cannot mark your own report helpful')),
      ...gamePage(game),
    );
    renderGames('/games/12');
    const article = within(await (await compatibilitySection()).findByRole('article'));
    await userEvent.click(article.getByRole('button', { name: 'Helpful (1)' }));
    expect(await screen.findByText('You cannot mark your own report helpful')).toBeInTheDocument();
    expect(await article.findByRole('button', { name: 'Helpful (1)' })).toHaveAttribute('aria-pressed', 'false');
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

  it('files the report, says "Report filed" and reloads the reports and the tier beside the title', async () => {
    let saved = false;
    const { calls, form } = await openForm(
      http.post('/api/lightgun/games/12/reports', () => {
        saved = true;
        return HttpResponse.json(aReport(member), { status: 201 });
      }),
      http.get('/api/lightgun/games/12', () =>
        HttpResponse.json(saved ? aGame({ compatibility_tier: 'playable' }) : game),
      ),
    );
    await userEvent.selectOptions(form.getByLabelText('Gun'), 'Sinden');
    await userEvent.selectOptions(form.getByLabelText('Display'), 'Flat TV');
    await userEvent.selectOptions(form.getByLabelText('Way of playing'), 'MAME');
    await userEvent.click(form.getByRole('radio', { name: 'Playable' }));
    await userEvent.type(form.getByLabelText('Notes (Markdown)'), 'Use the *border* mode.');
    await userEvent.click(form.getByRole('button', { name: 'File report' }));

    expect(await screen.findByText('Report filed')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      gun_id: sinden.id,
      display_id: flatTv.id,
      play_mode_id: mame.id,
      rating: 'playable',
      notes: 'Use the *border* mode.',
    });
    expect(await screen.findByRole('link', { name: /Playable · 1 report · 1 member agrees/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your report' })).toBeNull();
    expect(
      calls.filter((call) => call.path === '/api/lightgun/games/12/reports' && call.method === 'GET'),
    ).toHaveLength(2);
  });

  it("fills the form from the member's own report when they choose a setup they reported, and edits it", async () => {
    const mine = aReport(member, {
      gun: sinden,
      display: crt,
      play_mode: mame,
      rating: 'issues',
      recoil: 'fails',
      two_players: 'works',
      notes: 'Jittery.',
    });
    const { calls, form } = await openForm(
      summaryIs(aSummary({ my_reports: [mine] })),
      http.patch('/api/lightgun/reports/100', () => HttpResponse.json({ ...mine, edited: true })),
    );
    await userEvent.selectOptions(form.getByLabelText('Gun'), 'Sinden');
    await userEvent.selectOptions(form.getByLabelText('Display'), 'CRT');
    expect(form.getByRole('radio', { name: 'Issues' })).not.toBeChecked();
    await userEvent.selectOptions(form.getByLabelText('Way of playing'), 'MAME');

    expect(form.getByRole('radio', { name: 'Issues' })).toBeChecked();
    const answer = (feature: string, result: string) =>
      within(form.getByRole('radiogroup', { name: feature })).getByRole('radio', { name: result });
    expect(answer('Two players', 'Works')).toBeChecked();
    expect(answer('Recoil', 'Doesn’t work')).toBeChecked();
    expect(answer('Calibration holds', 'Not tested')).toBeChecked();
    expect(form.getByLabelText('Notes (Markdown)')).toHaveValue('Jittery.');
    expect(
      form.getByText(`You reported this setup on ${formatDate(mine.created_at)}: editing it.`),
    ).toBeInTheDocument();

    await userEvent.click(form.getByRole('radio', { name: 'Perfect' }));
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Report updated');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      gun_id: sinden.id,
      display_id: crt.id,
      play_mode_id: mame.id,
      rating: 'perfect',
      recoil: 'fails',
      two_players: 'works',
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
