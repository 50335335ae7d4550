import type { CompatibilityReport, CompatibilityReportPage, Game, SetupOptions } from '@site/contracts';
import { noStanding } from '@site/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compatibilityApp,
  crtMame,
  flatMame,
  gunconCrt,
  member,
  option,
  reportBody,
  type Member,
} from './support/compatibility.js';
import { expectError, expectIssue, malformedIds, unknownId } from './support/forum.js';
import type { TestApp } from './support/test-app.js';

let t: TestApp;
let api: Awaited<ReturnType<typeof compatibilityApp>>['api'];
let admin: string;
let mod: string;
let options: SetupOptions;

const summaryOf = (gameId: number, token?: string) => api.summary(gameId, token);
const reportsOf = (gameId: number, token?: string, query = '') => api.reports(gameId, token, query);
const memberReports = async (username: string, token?: string) =>
  (await api.expect('GET', `/api/users/${username}/reports`, token, undefined, 200)).json<CompatibilityReportPage>();
const gameOf = (gameId: number) => api.game(gameId);

async function newGame(title = 'Test Game') {
  const { games } = await api.platformWithGames(admin, [title]);
  return games[0];
}

beforeAll(async () => {
  ({ t, api, admin, moderator: mod, options } = await compatibilityApp());
});
afterAll(() => t.close());

describe('filing a report', () => {
  it('creates one report per member, game and setup: the same setup updates it, another adds one', async () => {
    const game = await newGame();
    const author = await member(t);
    const first = await api.file(author.token, game.id, reportBody(options, crtMame, 'issues', 'Calibrate **twice**'));
    expect(first).toMatchObject({
      game_id: game.id,
      game_title: 'Test Game',
      author: { id: author.id, username: author.username, role: 'regular' },
      gun: { name: 'Sinden Lightgun', kind: 'gun' },
      display: { name: 'CRT', kind: 'display' },
      play_mode: { name: 'MAME', kind: 'play-mode' },
      rating: 'issues',
      recoil: 'untested',
      offscreen_reload: 'works',
      two_players: 'untested',
      calibration: 'untested',
      emulator_version: '',
      gun_firmware: '',
      game_version: '',
      helpful_count: 0,
      marked_helpful: false,
      aged: false,
      notes: 'Calibrate **twice**',
      notes_html: '<p>Calibrate <strong>twice</strong></p>',
      hidden: false,
      hidden_reason: null,
    });
    const again = await api.file(
      author.token,
      game.id,
      { ...reportBody(options, crtMame, 'perfect'), two_players: 'works' },
      200,
    );
    expect(again).toMatchObject({ id: first.id, rating: 'perfect', two_players: 'works', notes: '' });
    const other = await api.file(author.token, game.id, reportBody(options, flatMame, 'playable'));
    expect(other.id).not.toBe(first.id);
    const page = await reportsOf(game.id);
    expect(page.reports.map((report) => report.id)).toEqual([other.id, first.id]);
    expect(page.pagination).toMatchObject({ total_count: 2, page: 1 });
  });

  it('renders notes as Markdown without raw HTML', async () => {
    const game = await newGame();
    const report = await api.file(
      (await member(t)).token,
      game.id,
      reportBody(options, crtMame, 'perfect', 'Works <script>alert(1)</script> [link](javascript:alert(1))'),
    );
    expect(report.notes_html).not.toMatch(/<script|javascript:/);
    expect(report.notes_html).toContain('Works');
  });

  it('counts the option uses in each report', async () => {
    const game = await newGame();
    const before = option(
      (await api.expect('GET', '/api/lightgun/setup-options', undefined, undefined, 200)).json<SetupOptions>(),
      'GunCon 2',
    );
    const report = await api.file((await member(t)).token, game.id, reportBody(options, gunconCrt, 'perfect'));
    expect(report.gun.report_count).toBe(before.report_count + 1);
  });
});

describe('tier and matrix', () => {
  it('answers no tier and an empty matrix without reports', async () => {
    const game = await newGame();
    expect(await summaryOf(game.id)).toEqual({
      game_id: game.id,
      tier: null,
      report_count: 0,
      standing: noStanding,
      guns: [],
      displays: [],
      matrix: [],
      latest_reports: [],
      my_reports: [],
    });
    expect(await gameOf(game.id)).toMatchObject({ compatibility_tier: null, compatibility: noStanding });
  });

  it("takes one report's rating, then the best rating more than half the members reach", async () => {
    const game = await newGame();
    const [a, b, c] = [await member(t), await member(t), await member(t)];
    await api.file(a.token, game.id, reportBody(options, crtMame, 'perfect'));
    expect((await summaryOf(game.id)).tier).toBe('perfect');
    expect((await gameOf(game.id)).compatibility_tier).toBe('perfect');

    await api.file(b.token, game.id, reportBody(options, flatMame, 'issues'));
    expect((await summaryOf(game.id)).tier).toBe('issues');

    await api.file(c.token, game.id, reportBody(options, crtMame, 'playable'));
    const summary = await summaryOf(game.id);
    expect(summary.tier).toBe('playable');
    expect(summary.report_count).toBe(3);
    expect((await gameOf(game.id)).compatibility_tier).toBe('playable');

    // Two agreeing on perfect lift the tier.
    await api.file(b.token, game.id, reportBody(options, flatMame, 'perfect'), 200);
    expect((await summaryOf(game.id)).tier).toBe('perfect');
  });

  it('counts each gun x display cell with its best rating, rows and columns by name', async () => {
    const game = await newGame();
    const [a, b, c] = [await member(t), await member(t), await member(t)];
    await api.file(a.token, game.id, reportBody(options, crtMame, 'issues'));
    await api.file(b.token, game.id, reportBody(options, { ...crtMame, mode: 'RetroArch' }, 'playable'));
    await api.file(c.token, game.id, reportBody(options, flatMame, 'broken'));
    await api.file(c.token, game.id, reportBody(options, gunconCrt, 'perfect'));
    const summary = await summaryOf(game.id);
    const sinden = option(options, 'Sinden Lightgun').id;
    const guncon = option(options, 'GunCon 2').id;
    const crt = option(options, 'CRT').id;
    const flat = option(options, 'Flat TV').id;
    expect(summary.matrix).toHaveLength(3);
    expect(summary.matrix).toEqual(
      expect.arrayContaining([
        { gun_id: sinden, display_id: crt, report_count: 2, best_rating: 'playable' },
        { gun_id: sinden, display_id: flat, report_count: 1, best_rating: 'broken' },
        { gun_id: guncon, display_id: crt, report_count: 1, best_rating: 'perfect' },
      ]),
    );
    expect(summary.guns.map((gun) => gun.name)).toEqual(['GunCon 2', 'Sinden Lightgun']);
    expect(summary.displays.map((display) => display.name)).toEqual(['CRT', 'Flat TV']);
    expect(summary.report_count).toBe(4);
    expect(summary.latest_reports).toHaveLength(4);
  });

  it('shows the newest five reports and the caller’s own', async () => {
    const game = await newGame();
    const authors: Member[] = [];
    for (let n = 0; n < 6; n += 1) authors.push(await member(t));
    const filed: CompatibilityReport[] = [];
    for (const author of authors)
      filed.push(await api.file(author.token, game.id, reportBody(options, crtMame, 'perfect')));
    const summary = await summaryOf(game.id, authors[0].token);
    expect(summary.latest_reports.map((report) => report.id)).toEqual(
      filed
        .slice(1)
        .reverse()
        .map((report) => report.id),
    );
    expect(summary.my_reports.map((report) => report.id)).toEqual([filed[0].id]);
    expect((await summaryOf(game.id)).my_reports).toEqual([]);
  });

  it('leaves a hidden report out of the tier, counts and matrix, and puts it back when unhidden', async () => {
    const game = await newGame();
    const [a, b] = [await member(t), await member(t)];
    await api.file(a.token, game.id, reportBody(options, crtMame, 'perfect'));
    const flat = await api.file(b.token, game.id, reportBody(options, flatMame, 'broken'));
    expect((await summaryOf(game.id)).tier).toBe('broken');
    await api.hide(mod, flat.id, 'Not a real test');
    const hidden = await summaryOf(game.id);
    expect(hidden).toMatchObject({ tier: 'perfect', report_count: 1 });
    expect(hidden.matrix.map((cell) => cell.display_id)).toEqual([option(options, 'CRT').id]);
    expect((await gameOf(game.id)).compatibility_tier).toBe('perfect');
    await api.expect('POST', `/api/lightgun/reports/${flat.id}/unhide`, mod, undefined, 200);
    expect((await summaryOf(game.id)).tier).toBe('broken');
    expect((await gameOf(game.id)).compatibility_tier).toBe('broken');
  });

  it('recomputes the tier when a report is deleted', async () => {
    const game = await newGame();
    const [a, b] = [await member(t), await member(t)];
    await api.file(a.token, game.id, reportBody(options, crtMame, 'perfect'));
    const broken = await api.file(b.token, game.id, reportBody(options, crtMame, 'broken'));
    expect((await gameOf(game.id)).compatibility_tier).toBe('broken');
    await api.expect('DELETE', `/api/lightgun/reports/${broken.id}`, b.token, undefined, 204);
    expect((await gameOf(game.id)).compatibility_tier).toBe('perfect');
  });
});

describe('hidden reports', () => {
  let game: Game;
  let author: Member;
  let report: CompatibilityReport;

  beforeAll(async () => {
    game = await newGame();
    author = await member(t);
    report = await api.file(author.token, game.id, reportBody(options, crtMame, 'playable'));
    const hidden = await api.hide(mod, report.id, 'Copied from elsewhere');
    expect(hidden).toMatchObject({ id: report.id, hidden: true, hidden_reason: 'Copied from elsewhere' });
  });

  it('is shown, marked hidden with its reason, to its author, moderators and admins', async () => {
    for (const token of [author.token, mod, admin]) {
      const [listed] = (await reportsOf(game.id, token)).reports;
      expect(listed).toMatchObject({ id: report.id, hidden: true, hidden_reason: 'Copied from elsewhere' });
      expect((await memberReports(author.username, token)).reports.map((row) => row.id)).toEqual([report.id]);
      expect((await summaryOf(game.id, token)).latest_reports.map((row) => row.id)).toEqual([report.id]);
    }
    expect((await summaryOf(game.id, author.token)).my_reports).toMatchObject([{ id: report.id, hidden: true }]);
  });

  it('is left out for anyone else', async () => {
    for (const token of [undefined, (await member(t)).token]) {
      expect(await reportsOf(game.id, token)).toMatchObject({ reports: [], pagination: { total_count: 0 } });
      expect(await memberReports(author.username, token)).toMatchObject({
        reports: [],
        pagination: { total_count: 0 },
      });
      expect((await summaryOf(game.id, token)).latest_reports).toEqual([]);
    }
  });

  it('stays hidden when its author files the same setup again', async () => {
    const updated = await api.file(author.token, game.id, reportBody(options, crtMame, 'perfect'), 200);
    expect(updated).toMatchObject({ id: report.id, hidden: true, rating: 'perfect' });
    expect((await summaryOf(game.id)).tier).toBeNull();
  });
});

describe('lists', () => {
  it('pages a game’s reports newest first, more than 100 read as 100', async () => {
    const game = await newGame();
    const filed: number[] = [];
    for (let n = 0; n < 3; n += 1)
      filed.push((await api.file((await member(t)).token, game.id, reportBody(options, crtMame, 'perfect'))).id);
    const second = await reportsOf(game.id, undefined, '?page=2&limit=2');
    expect(second.reports.map((report) => report.id)).toEqual([filed[0]]);
    expect(second.pagination).toEqual({
      page: 2,
      limit: 2,
      total_count: 3,
      total_pages: 2,
      has_next: false,
      has_prev: true,
    });
    expect((await reportsOf(game.id, undefined, '?limit=101')).pagination.limit).toBe(100);
  });

  it("lists a member's reports across games, newest first, whatever the username's case", async () => {
    const author = await member(t);
    const [g1, g2] = [await newGame('Alpha'), await newGame('Beta')];
    const r1 = await api.file(author.token, g1.id, reportBody(options, crtMame, 'perfect'));
    const r2 = await api.file(author.token, g2.id, reportBody(options, crtMame, 'issues'));
    const page = await memberReports(author.username.toUpperCase());
    expect(page.reports.map((report) => [report.id, report.game_title])).toEqual([
      [r2.id, 'Beta'],
      [r1.id, 'Alpha'],
    ]);
    expect(page.pagination.total_count).toBe(2);
  });

  it('answers 404 for an unknown game or member and 400 for a bad page', async () => {
    expectError(await api.request('GET', `/api/lightgun/games/${unknownId}/reports`), 404, 'Game not found');
    expectError(await api.request('GET', `/api/lightgun/games/${unknownId}/compatibility`), 404, 'Game not found');
    expectError(await api.request('GET', '/api/users/nobody-here/reports'), 404);
    const game = await newGame();
    for (const query of ['?page=0', '?limit=abc', '?page=1&page=2'])
      expectError(await api.request('GET', `/api/lightgun/games/${game.id}/reports${query}`), 400);
    expectError(await api.request('GET', '/api/users/someone/reports?limit=-1'), 400);
  });
});

describe('bad input', () => {
  let game: Game;
  let token: string;

  beforeAll(async () => {
    game = await newGame();
    token = (await member(t)).token;
  });

  const put = (body: unknown) => api.request('PUT', `/api/lightgun/games/${game.id}/reports`, token, body);

  it('refuses option ids of the wrong kind or unknown, naming the field', async () => {
    const valid = reportBody(options, crtMame, 'perfect');
    expectIssue(await put({ ...valid, gun_id: option(options, 'CRT').id }), 'gun_id', 'gun_id must be the id of a gun');
    expectIssue(
      await put({ ...valid, display_id: option(options, 'MAME').id }),
      'display_id',
      'display_id must be the id of a display',
    );
    expectIssue(
      await put({ ...valid, play_mode_id: unknownId }),
      'play_mode_id',
      'play_mode_id must be the id of a way of playing',
    );
    for (const bad of ['1', 0, -1, 1.5, 99999999999, null]) expectIssue(await put({ ...valid, gun_id: bad }), 'gun_id');
  });

  it('refuses a missing or unknown rating, unknown feature results, non-boolean older checkboxes, long or missing notes and unknown fields', async () => {
    const valid = reportBody(options, crtMame, 'perfect');
    expectIssue(
      await put({ ...valid, rating: 'great' }),
      'rating',
      'rating must be one of perfect, playable, issues, broken',
    );
    const { rating: _rating, ...noRating } = valid;
    expectIssue(await put(noRating), 'rating');
    for (const field of ['recoil', 'offscreen_reload', 'two_players', 'calibration'])
      for (const bad of ['yes', true, 1, null, ''])
        expectIssue(await put({ ...valid, [field]: bad }), field, `${field} must be one of works, fails, untested`);
    for (const field of ['recoil_works', 'offscreen_reload_works', 'two_players_work'])
      for (const bad of ['true', 1, null])
        expectIssue(await put({ ...valid, [field]: bad }), field, `${field} must be true or false`);
    expectIssue(await put({ ...valid, notes: 'x'.repeat(5001) }), 'notes');
    expectIssue(await put({ ...valid, notes: 42 }), 'notes');
    const { notes: _notes, ...noNotes } = valid;
    expectIssue(await put(noNotes), 'notes');
    expect((await put({ ...valid, notes: 'x'.repeat(5000) })).statusCode).toBe(201);
    expect((await put({ ...valid, hidden_reason: 'x' })).statusCode).toBe(422);
    expect((await put('not json')).statusCode).toBeGreaterThanOrEqual(400);
    expect((await put([])).statusCode).toBe(422);
  });

  it('answers 404 for an unknown game and 400 for a malformed id, on every report route', async () => {
    const valid = reportBody(options, crtMame, 'perfect');
    expectError(
      await api.request('PUT', `/api/lightgun/games/${unknownId}/reports`, token, valid),
      404,
      'Game not found',
    );
    for (const id of malformedIds) {
      expectError(await api.request('PUT', `/api/lightgun/games/${id}/reports`, token, valid), 400);
      expectError(await api.request('GET', `/api/lightgun/games/${id}/compatibility`), 400);
      expectError(await api.request('DELETE', `/api/lightgun/reports/${id}`, mod), 400);
      expectError(await api.request('POST', `/api/lightgun/reports/${id}/hide`, mod, { reason: 'x' }), 400);
    }
    expectError(await api.request('DELETE', `/api/lightgun/reports/${unknownId}`, mod), 404, 'Report not found');
    expectError(await api.request('POST', `/api/lightgun/reports/${unknownId}/unhide`, mod), 404, 'Report not found');
  });

  it('requires a reason of at most 500 characters to hide a report', async () => {
    const report = await api.file((await member(t)).token, game.id, reportBody(options, flatMame, 'perfect'));
    const hide = (body: unknown) => api.request('POST', `/api/lightgun/reports/${report.id}/hide`, mod, body);
    expectIssue(await hide({}), 'reason', 'A reason is required');
    expectIssue(await hide({ reason: '   ' }), 'reason', 'A reason is required');
    expectIssue(await hide({ reason: 'x'.repeat(501) }), 'reason');
  });
});

describe('posting limit', () => {
  it('shares the forum posting budget per member: past it, filing is a 429', async () => {
    const limited = await compatibilityApp({ FORUM_POST_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const { games } = await limited.api.platformWithGames(limited.admin, ['Limited']);
      const author = await member(limited.t);
      await limited.api.file(author.token, games[0].id, reportBody(limited.options, crtMame, 'perfect'));
      await limited.api.file(author.token, games[0].id, reportBody(limited.options, flatMame, 'perfect'));
      expectError(
        await limited.api.request(
          'PUT',
          `/api/lightgun/games/${games[0].id}/reports`,
          author.token,
          reportBody(limited.options, gunconCrt, 'perfect'),
        ),
        429,
      );
      // Someone else's budget is their own.
      await limited.api.file(
        (await member(limited.t)).token,
        games[0].id,
        reportBody(limited.options, gunconCrt, 'perfect'),
      );
    } finally {
      await limited.t.close();
    }
  });
});
