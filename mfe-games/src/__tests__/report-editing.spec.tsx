import type { CompatibilityReport } from '@site/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, recordRequests, server, signedInAs } from '@site/test-api';
import { formatDate } from '@site/ui';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aGame, aPagination, aReport, aSummary, crt, gunCon2, original, pcsx2 } from './support/games-fixtures.js';
import { gamePage } from './support/handlers.js';
import { aUser, renderGames } from './support/render-games.js';

// Issue 31, point 5: a member edits and deletes their own reports; moderators keep Delete; a notification's link opens
// the report it names.

// A PlayStation 2 game: GunCon 2 on a CRT, on the console or in PCSX2, is a possible setup.
const game = aGame({ title: 'Time Crisis II', platform: 'PlayStation 2', platform_id: 2 });
const member = aUser(2);
const other = aUser(3);
const moderator = aUser(4, 'moderator');
const mine = aReport(member, { rating: 'issues', notes: 'Jittery.', edited: true });

/** The game page with these reports listed, as they are when asked (and the member's own in the summary). */
function gameWith(reports: CompatibilityReport[] | (() => CompatibilityReport[]), own: CompatibilityReport[] = []) {
  const listed = typeof reports === 'function' ? reports : () => reports;
  server.use(
    http.get('/api/lightgun/games/12/compatibility', () => HttpResponse.json(aSummary({ my_reports: own }))),
    http.get('/api/lightgun/games/12/reports', () =>
      HttpResponse.json({ reports: listed(), pagination: aPagination(listed().length) }),
    ),
    ...gamePage(game),
  );
}

// The page's sections load lazily: the first test of a run waits for them longer than the default second.
const reportBy = async (name: string) =>
  within(await screen.findByRole('article', { name: `Report by ${name}` }, { timeout: 5_000 }));

// jsdom lays nothing out: the scrolls a followed link and an opened form make are recorded.
const scrolled = vi.fn();
beforeEach(() => {
  scrolled.mockClear();
  Element.prototype.scrollIntoView = scrolled;
});

describe("a member's own report", () => {
  it("shows '(edited)', Edit and Delete on their report, and only Helpful on another member's", async () => {
    signedInAs(member);
    gameWith([mine, aReport(other, { id: 101 })], [mine]);
    renderGames('/games/12');
    const own = await reportBy('User 2');
    expect(own.getByText('(edited)')).toBeInTheDocument();
    expect(own.getByRole('button', { name: 'Edit your report' })).toBeInTheDocument();
    expect(own.getByRole('button', { name: 'Delete your report' })).toBeInTheDocument();
    const theirs = await reportBy('User 3');
    expect(theirs.queryByText('(edited)')).toBeNull();
    expect(theirs.getAllByRole('button').map((button) => button.textContent)).toEqual(['Helpful (0)']);
    expect(own.queryByRole('button', { name: /helpful/i })).toBeNull();
  });

  it('opens the form prefilled from Edit, says when it was filed, and saves with PATCH', async () => {
    signedInAs(member);
    gameWith([mine], [mine]);
    server.use(http.patch('/api/lightgun/reports/100', () => HttpResponse.json({ ...mine, rating: 'perfect' })));
    const calls = recordRequests();
    renderGames('/games/12');
    await userEvent.click((await reportBy('User 2')).getByRole('button', { name: 'Edit your report' }));

    const form = within(await screen.findByRole('region', { name: 'Edit your report' }));
    expect(await form.findByLabelText('Gun')).toHaveValue(String(gunCon2.id));
    expect(form.getByLabelText('Display')).toHaveValue(String(crt.id));
    expect(form.getByRole('radio', { name: 'Issues' })).toBeChecked();
    expect(form.getByLabelText('Notes (Markdown)')).toHaveValue('Jittery.');
    expect(
      form.getByText(`You reported this setup on ${formatDate(mine.created_at)}: editing it.`),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Edit your report' })).toHaveFocus());

    await userEvent.click(form.getByRole('radio', { name: 'Perfect' }));
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Report updated')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
      path: '/api/lightgun/reports/100',
      body: { gun_id: gunCon2.id, display_id: crt.id, play_mode_id: original.id, rating: 'perfect', notes: 'Jittery.' },
    });
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    expect(screen.queryByRole('region', { name: 'Edit your report' })).toBeNull();
  });

  it('says that saving moves the report when Edit is given a setup the member has not reported', async () => {
    signedInAs(member);
    gameWith([mine], [mine]);
    server.use(http.patch('/api/lightgun/reports/100', () => HttpResponse.json(mine)));
    const calls = recordRequests();
    renderGames('/games/12');
    await userEvent.click((await reportBy('User 2')).getByRole('button', { name: 'Edit your report' }));
    const form = within(await screen.findByRole('region', { name: 'Edit your report' }));
    await userEvent.selectOptions(await form.findByLabelText('Way of playing'), 'PCSX2');
    expect(
      form.getByText(`Saving moves your report of ${formatDate(mine.created_at)} to this setup.`),
    ).toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Report updated');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({ play_mode_id: pcsx2.id });
  });

  it("opens 'File a report' on the member's own setup, prefilled when they reported it", async () => {
    signedInAs(member);
    gameWith([mine], [mine]);
    server.use(
      http.get('/api/users/me/setup', () =>
        HttpResponse.json({ gun_id: gunCon2.id, display_id: crt.id, play_mode_id: original.id }),
      ),
    );
    const calls = recordRequests();
    renderGames('/games/12');
    // The saved setup has come before the form opens.
    await waitFor(() => expect(calls.some((call) => call.path === '/api/users/me/setup')).toBe(true));
    await new Promise((settle) => setTimeout(settle, 50));
    await userEvent.click(await screen.findByRole('button', { name: 'File a report' }));
    const form = within(await screen.findByRole('region', { name: 'Your report' }));
    expect(await form.findByLabelText('Gun')).toHaveValue(String(gunCon2.id));
    expect(form.getByRole('radio', { name: 'Issues' })).toBeChecked();
    expect(form.getByText(/: editing it\.$/)).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
  });

  it("shows the API's 409 when the setup was reported meanwhile (another tab), keeping the form", async () => {
    signedInAs(member);
    gameWith([]);
    server.use(
      http.post('/api/lightgun/games/12/reports', () =>
        apiError(409, 'You already reported this setup on this game: edit your report 100 instead'),
      ),
    );
    renderGames('/games/12');
    await userEvent.click(await screen.findByRole('button', { name: 'File a report' }));
    const form = within(await screen.findByRole('region', { name: 'Your report' }));
    await userEvent.selectOptions(await form.findByLabelText('Gun'), 'GunCon 2');
    await userEvent.selectOptions(form.getByLabelText('Display'), 'CRT');
    await userEvent.selectOptions(form.getByLabelText('Way of playing'), 'Original hardware');
    await userEvent.click(form.getByRole('radio', { name: 'Playable' }));
    await userEvent.click(form.getByRole('button', { name: 'File report' }));
    expect(await form.findByRole('alert')).toHaveTextContent('edit your report 100 instead');
  });
});

describe('deleting a report', () => {
  it('asks in a dialog first: Cancel sends nothing, Delete report deletes it and says so', async () => {
    let reports = [mine];
    signedInAs(member);
    gameWith(() => reports, [mine]);
    server.use(
      http.delete('/api/lightgun/reports/100', () => {
        reports = [];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const calls = recordRequests();
    renderGames('/games/12');
    const deleteButton = (await reportBy('User 2')).getByRole('button', { name: 'Delete your report' });

    await userEvent.click(deleteButton);
    let dialog = within(await screen.findByRole('dialog', { name: 'Delete report' }));
    expect(dialog.getByText(/GunCon 2 · CRT · Original hardware/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    // By keyboard: the button takes Enter, the dialog Escape.
    deleteButton.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Delete report' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(deleteButton);
    dialog = within(await screen.findByRole('dialog', { name: 'Delete report' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete report' }));
    expect(await screen.findByText('Report deleted')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/lightgun/reports/100');
    expect(await screen.findByText('Nobody has filed a report on this game yet.')).toBeInTheDocument();
  });

  it('keeps the dialog open with the reason when the API refuses', async () => {
    signedInAs(member);
    gameWith([mine], [mine]);
    server.use(http.delete('/api/lightgun/reports/100', () => apiError(403, 'Only the author may delete this report')));
    renderGames('/games/12');
    await userEvent.click((await reportBy('User 2')).getByRole('button', { name: 'Delete your report' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete report' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete report' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Only the author may delete this report');
  });

  it("gives a moderator Delete on another member's report, but no Edit", async () => {
    signedInAs(moderator);
    gameWith([mine]);
    renderGames('/games/12');
    const report = await reportBy('User 2');
    expect(report.getByRole('button', { name: 'Delete this report' })).toBeInTheDocument();
    expect(report.queryByRole('button', { name: /edit/i })).toBeNull();
  });
});

describe("a notification's link to a report", () => {
  it('shows the report it names above the list, at its anchor, whatever page holds it', async () => {
    const followed = aReport(other, { id: 555, notes_html: '<p>Followed here</p>' });
    gameWith([aReport(other, { id: 101 })]);
    server.use(http.get('/api/lightgun/reports/555', () => HttpResponse.json(followed)));
    renderGames('/games/12?report=555');
    const section = within(await screen.findByRole('region', { name: 'The report you followed' }, { timeout: 5_000 }));
    expect(await section.findByText('Followed here')).toBeInTheDocument();
    expect(document.getElementById('report-555')).toBe(section.getByRole('article'));
    await waitFor(() => expect(scrolled.mock.contexts).toContain(document.getElementById('report-555')));
    expect(document.getElementById('report-101')).not.toBeNull();
  });

  it('says when the report is gone', async () => {
    gameWith([]);
    server.use(http.get('/api/lightgun/reports/555', () => apiError(404, 'Report not found')));
    renderGames('/games/12?report=555');
    expect(await screen.findByText('The report you followed was deleted or hidden.')).toBeInTheDocument();
  });

  it('says when it fails to load', async () => {
    gameWith([]);
    server.use(http.get('/api/lightgun/reports/555', () => apiError(500, 'Boom')));
    renderGames('/games/12?report=555');
    expect(await screen.findByText('Failed to load the report')).toBeInTheDocument();
  });

  it('ignores a malformed id: no request, no section', async () => {
    gameWith([aReport(other, { id: 101 })]);
    const calls = recordRequests();
    renderGames('/games/12?report=01');
    await reportBy('User 3');
    expect(screen.queryByRole('region', { name: 'The report you followed' })).toBeNull();
    expect(calls.some((call) => call.path.startsWith('/api/lightgun/reports/'))).toBe(false);
  });
});
