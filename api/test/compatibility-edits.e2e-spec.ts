import type { CompatibilityReport, Game, SetupOptions } from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compatibilityApp,
  crtMame,
  flatMame,
  gunconCrt,
  member,
  reportBody,
  type Member,
} from './support/compatibility.js';
import { heldForModeratorReason } from '../src/lightgun/compatibility/report-holds.js';
import { expectError, expectIssue, issues, malformedIds, unknownId } from './support/forum.js';
import type { TestApp } from './support/test-app.js';

// Issue 31, point 5: a member files a report once per setup (POST), then edits it (PATCH) or deletes it; a
// setup filed twice is a 409 naming the report, never a silent overwrite. Moderators hide and delete, not edit.

let t: TestApp;
let api: Awaited<ReturnType<typeof compatibilityApp>>['api'];
let admin: string;
let mod: string;
let options: SetupOptions;

const alreadyReported = (id: number) => `You already reported this setup on this game: edit your report ${id} instead`;
const patch = (token: string | undefined, id: number | string, body: unknown) =>
  api.request('PATCH', `/api/lightgun/reports/${id}`, token, body);

async function newGame(title = 'Edited Game'): Promise<Game> {
  const { games } = await api.platformWithGames(admin, [title]);
  return games[0];
}

beforeAll(async () => {
  ({ t, api, admin, moderator: mod, options } = await compatibilityApp());
});
afterAll(() => t.close());

describe('filing with POST', () => {
  it('files a new report, unmarked, and answers 409 naming it when the member files the same setup again', async () => {
    const game = await newGame();
    const author = await member(t);
    const first = await api.create(author.token, game.id, reportBody(options, crtMame, 'perfect', 'First'));
    expect(first).toMatchObject({ game_id: game.id, rating: 'perfect', notes: 'First', edited: false });

    const again = await api.request(
      'POST',
      `/api/lightgun/games/${game.id}/reports`,
      author.token,
      reportBody(options, crtMame, 'broken', 'Second'),
    );
    expectError(again, 409, alreadyReported(first.id));
    expect(await api.reports(game.id)).toMatchObject({
      reports: [{ id: first.id, rating: 'perfect', notes: 'First' }],
    });

    // Another setup, or another member on the same setup, is a new report.
    await api.create(author.token, game.id, reportBody(options, flatMame, 'playable'));
    await api.create((await member(t)).token, game.id, reportBody(options, crtMame, 'playable'));
    expect((await api.reports(game.id)).pagination.total_count).toBe(3);
  });

  it('validates as filing always did, and answers 401, 404 and 400 for anonymous, unknown and malformed', async () => {
    const game = await newGame();
    const { token } = await member(t);
    const post = (body: unknown, id: number | string = game.id) =>
      api.request('POST', `/api/lightgun/games/${id}/reports`, token, body);
    const valid = reportBody(options, crtMame, 'perfect');
    expectIssue(await post({ ...valid, rating: 'great' }), 'rating');
    expectIssue(await post({ ...valid, gun_id: unknownId }), 'gun_id', 'gun_id must be the id of a gun');
    expectIssue(await post({ ...valid, notes: 'x'.repeat(5001) }), 'notes');
    expect((await post({ ...valid, hidden_reason: 'x' })).statusCode).toBe(422);
    expect((await post([])).statusCode).toBe(422);
    expectError(await api.request('POST', `/api/lightgun/games/${game.id}/reports`, undefined, valid), 401);
    expectError(await post(valid, unknownId), 404, 'Game not found');
    for (const id of malformedIds) expectError(await post(valid, id), 400);
    expect((await api.reports(game.id)).reports).toEqual([]);
  });
});

describe('editing with PATCH', () => {
  let game: Game;
  let author: Member;
  let report: CompatibilityReport;

  beforeAll(async () => {
    game = await newGame();
    author = await member(t);
    report = await api.create(author.token, game.id, reportBody(options, crtMame, 'perfect', 'Works *well*'));
  });

  it('changes the fields sent, keeps the others, marks the report edited and recomputes the tier', async () => {
    const edited = await api.edit(author.token, report.id, { rating: 'issues', notes: 'Drifts **left**' });
    expect(edited).toMatchObject({
      id: report.id,
      rating: 'issues',
      notes: 'Drifts **left**',
      notes_html: '<p>Drifts <strong>left</strong></p>',
      recoil: report.recoil,
      offscreen_reload: report.offscreen_reload,
      gun: { id: report.gun.id },
      created_at: report.created_at,
      edited: true,
    });
    expect((await api.summary(game.id)).tier).toBe('issues');
    expect((await api.reports(game.id)).reports[0]).toMatchObject({ id: report.id, edited: true });
  });

  it('moves the report to another setup, but not onto one the member already reported (409 naming it)', async () => {
    const moved = await api.edit(author.token, report.id, {
      display_id: reportBody(options, flatMame, 'perfect').display_id,
    });
    expect(moved.display.name).toBe('Flat TV');
    const other = await api.create(author.token, game.id, reportBody(options, crtMame, 'playable'));
    const onto = await patch(author.token, report.id, { display_id: other.display.id });
    expectError(onto, 409, alreadyReported(other.id));
    expect((await api.reports(game.id)).reports.find((one) => one.id === report.id)?.display.name).toBe('Flat TV');
  });

  it('refuses an empty edit, null, unknown fields and options, and bad values, changing nothing', async () => {
    const before = await api.expect('GET', `/api/lightgun/reports/${report.id}`, author.token, undefined, 200);
    const empty = await patch(author.token, report.id, {});
    expect(empty.statusCode).toBe(422);
    expect(issues(empty)).toEqual([{ loc: ['body'], msg: 'Send at least one field to change' }]);
    for (const field of ['rating', 'notes', 'gun_id', 'recoil', 'calibration', 'recoil_works'])
      expectIssue(await patch(author.token, report.id, { [field]: null }), field);
    expectIssue(await patch(author.token, report.id, { rating: 'great' }), 'rating');
    expectIssue(await patch(author.token, report.id, { notes: 'x'.repeat(5001) }), 'notes');
    expectIssue(await patch(author.token, report.id, { two_players_work: 'yes' }), 'two_players_work');
    expectIssue(await patch(author.token, report.id, { two_players: 'maybe' }), 'two_players');
    expectIssue(
      await patch(author.token, report.id, { play_mode_id: reportBody(options, crtMame, 'perfect').gun_id }),
      'play_mode_id',
      'play_mode_id must be the id of a way of playing',
    );
    expect((await patch(author.token, report.id, { hidden_reason: null })).statusCode).toBe(422);
    expect((await patch(author.token, report.id, [])).statusCode).toBe(422);
    const after = await api.expect('GET', `/api/lightgun/reports/${report.id}`, author.token, undefined, 200);
    expect(after.json()).toEqual(before.json());
  });

  it('is its author’s alone: 401 anonymous, 403 another member, a moderator or an admin', async () => {
    const body = { rating: 'broken' };
    expectError(await patch(undefined, report.id, body), 401);
    expectError(await patch((await member(t)).token, report.id, body), 403, 'Only its author may edit this report');
    expectError(await patch(mod, report.id, body), 403, 'Only its author may edit this report');
    expectError(await patch(admin, report.id, body), 403, 'Only its author may edit this report');
    expect((await api.reports(game.id)).reports.find((one) => one.id === report.id)?.rating).not.toBe('broken');
  });

  it('answers 404 for an unknown report and 400 for a malformed id', async () => {
    expectError(await patch(author.token, unknownId, { rating: 'perfect' }), 404, 'Report not found');
    for (const id of malformedIds) expectError(await patch(author.token, id, { rating: 'perfect' }), 400);
  });

  it('marks a report filed again through the older PUT as edited', async () => {
    const body = reportBody(options, gunconCrt, 'perfect');
    const filed = await api.file(author.token, game.id, body);
    expect(filed.edited).toBe(false);
    expect(await api.file(author.token, game.id, { ...body, rating: 'playable' }, 200)).toMatchObject({
      id: filed.id,
      edited: true,
    });
  });
});

describe('the hide rules hold through edits (report-holds.ts)', () => {
  it('keeps a hidden report hidden, with the moderator’s reason, however it is edited or moved', async () => {
    const game = await newGame();
    const author = await member(t);
    const report = await api.create(author.token, game.id, reportBody(options, crtMame, 'perfect'));
    await api.hide(mod, report.id, 'Copied from elsewhere');
    const edited = await api.edit(author.token, report.id, {
      rating: 'playable',
      display_id: reportBody(options, flatMame, 'perfect').display_id,
    });
    expect(edited).toMatchObject({ hidden: true, hidden_reason: 'Copied from elsewhere', edited: true });
    expect(await api.summary(game.id)).toMatchObject({ tier: null, report_count: 0 });
    expect((await api.reports(game.id)).reports).toEqual([]);
  });

  it('holds a visible report moved to another setup while another of the member’s reports is hidden', async () => {
    const game = await newGame();
    const author = await member(t);
    const visible = await api.create(author.token, game.id, reportBody(options, crtMame, 'perfect'));
    const hidden = await api.create(author.token, game.id, reportBody(options, flatMame, 'perfect'));
    await api.hide(mod, hidden.id, 'Spam');
    // An edit of the same setup is no dodge: it stays visible.
    expect((await api.edit(author.token, visible.id, { notes: 'More detail' })).hidden).toBe(false);
    const moved = await api.edit(author.token, visible.id, {
      gun_id: reportBody(options, gunconCrt, 'perfect').gun_id,
    });
    expect(moved).toMatchObject({ hidden: true, hidden_reason: heldForModeratorReason });
    expect((await api.summary(game.id)).tier).toBeNull();
  });

  it('brings back the hide of a deleted hidden report when another report is moved onto its setup', async () => {
    const game = await newGame();
    const author = await member(t);
    const visible = await api.create(author.token, game.id, reportBody(options, crtMame, 'perfect'));
    const hidden = await api.create(author.token, game.id, reportBody(options, flatMame, 'perfect'));
    await api.hide(mod, hidden.id, 'Wrong game');
    await api.remove(author.token, hidden.id);
    const moved = await api.edit(author.token, visible.id, { display_id: hidden.display.id });
    expect(moved).toMatchObject({ hidden: true, hidden_reason: 'Wrong game' });
  });
});

describe('reading one report', () => {
  it('shows a visible report to anyone and a hidden one only to its author, moderators and admins', async () => {
    const game = await newGame();
    const author = await member(t);
    const report = await api.create(author.token, game.id, reportBody(options, crtMame, 'perfect'));
    const read = (token?: string) => api.request('GET', `/api/lightgun/reports/${report.id}`, token);
    expect((await read()).json<CompatibilityReport>()).toMatchObject({ id: report.id, game_id: game.id });
    await api.hide(mod, report.id);
    expectError(await read(), 404, 'Report not found');
    expectError(await read((await member(t)).token), 404, 'Report not found');
    for (const token of [author.token, mod, admin]) expect((await read(token)).statusCode).toBe(200);
    expectError(await read(), 404, 'Report not found');
    expectError(await api.request('GET', `/api/lightgun/reports/${unknownId}`), 404, 'Report not found');
    for (const id of malformedIds) expectError(await api.request('GET', `/api/lightgun/reports/${id}`), 400);
  });
});

describe('deleting', () => {
  it('lets its author delete their own report, and a moderator or admin any, but no other member', async () => {
    const game = await newGame();
    const author = await member(t);
    const remove = (token: string | undefined, id: number) =>
      api.request('DELETE', `/api/lightgun/reports/${id}`, token);
    const own = await api.create(author.token, game.id, reportBody(options, crtMame, 'perfect'));
    expectError(await remove(undefined, own.id), 401);
    expectError(await remove((await member(t)).token, own.id), 403);
    expect((await remove(author.token, own.id)).statusCode).toBe(204);
    // Deleted, the setup can be filed afresh: no 409.
    const again = await api.create(author.token, game.id, reportBody(options, crtMame, 'perfect'));
    expect((await remove(mod, again.id)).statusCode).toBe(204);
    const third = await api.create(author.token, game.id, reportBody(options, flatMame, 'perfect'));
    expect((await remove(admin, third.id)).statusCode).toBe(204);
    expect((await api.reports(game.id)).reports).toEqual([]);
  });
});

describe('posting limit', () => {
  it('spends the posting budget on edits too: past it, PATCH is a 429', async () => {
    const limited = await compatibilityApp({ FORUM_POST_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const { games } = await limited.api.platformWithGames(limited.admin, ['Limited']);
      const author = await member(limited.t);
      const report = await limited.api.create(
        author.token,
        games[0].id,
        reportBody(limited.options, crtMame, 'perfect'),
      );
      await limited.api.edit(author.token, report.id, { notes: 'Once' });
      expectError(
        await limited.api.request('PATCH', `/api/lightgun/reports/${report.id}`, author.token, { notes: 'Twice' }),
        429,
      );
    } finally {
      await limited.t.close();
    }
  });
});
