import type { CompatibilityReport, CompatibilityStanding, Game } from '@site/contracts';
import { noStanding, reportAgeDays } from '@site/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StandingJob, standingQueue } from '../src/lightgun/compatibility/standing-job.js';
import {
  compatibilityApp,
  crtMame,
  flatMame,
  gunconCrt,
  member,
  reportBody,
  type Member,
} from './support/compatibility.js';
import { expectError, expectIssue, malformedIds, pause, unknownId } from './support/forum.js';
import { sendJob } from './support/jobs.js';
import type { TestApp } from './support/test-app.js';

// What makes a report worth trusting (issue 32): it says what was tested and with which versions, members mark it
// helpful, and the game's standing says how sure it is, and moves as reports age.

let t: TestApp;
let api: Awaited<ReturnType<typeof compatibilityApp>>['api'];
let admin: string;
let mod: string;
let options: Awaited<ReturnType<typeof compatibilityApp>>['options'];

let gameCounter = 0;
async function newGame(): Promise<Game> {
  gameCounter += 1;
  return (await api.platformWithGames(admin, [`Trusted Game ${gameCounter}`])).games[0];
}
const body = (extra: object = {}) => ({ ...reportBody(options, crtMame, 'playable'), ...extra });
/** A report body without any feature: what a member who tested nothing sends. */
const bare = () => {
  const { recoil: _r, offscreen_reload: _o, two_players: _t, ...rest } = body();
  return rest;
};
const untested = { recoil: 'untested', offscreen_reload: 'untested', two_players: 'untested', calibration: 'untested' };

beforeAll(async () => {
  ({ t, api, admin, moderator: mod, options } = await compatibilityApp());
});
afterAll(() => t.close());

describe('what a report tested', () => {
  it("takes each feature as works, fails or untested; one left out is 'untested'", async () => {
    const game = await newGame();
    const token = (await member(t)).token;
    expect(await api.create(token, game.id, bare())).toMatchObject(untested);
    const filed = await api.create(
      token,
      game.id,
      body({ ...reportBody(options, flatMame, 'perfect'), recoil: 'fails', calibration: 'works' }),
    );
    expect(filed).toMatchObject({
      recoil: 'fails',
      offscreen_reload: 'works',
      two_players: 'untested',
      calibration: 'works',
    });
  });

  it("reads an older client's booleans: true is 'works', false 'untested'; the feature itself wins when both are sent", async () => {
    const game = await newGame();
    const token = (await member(t)).token;
    const older = await api.create(token, game.id, {
      ...bare(),
      recoil_works: true,
      offscreen_reload_works: false,
      two_players_work: true,
    });
    expect(older).toMatchObject({
      recoil: 'works',
      offscreen_reload: 'untested',
      two_players: 'works',
      calibration: 'untested',
    });
    expect(older).not.toHaveProperty('recoil_works');
    const both = await api.create(token, game.id, {
      ...reportBody(options, flatMame, 'perfect'),
      recoil: 'fails',
      recoil_works: true,
    });
    expect(both.recoil).toBe('fails');
  });

  it('changes on PATCH only the features sent; PUT over a report sets every one, those left out untested', async () => {
    const game = await newGame();
    const token = (await member(t)).token;
    const report = await api.create(token, game.id, body({ recoil: 'works', two_players: 'fails' }));
    const patched = await api.edit(token, report.id, { calibration: 'fails', two_players_work: true });
    expect(patched).toMatchObject({
      recoil: 'works',
      offscreen_reload: 'works',
      two_players: 'works',
      calibration: 'fails',
    });
    const put = await api.file(token, game.id, bare(), 200);
    expect(put).toMatchObject({ id: report.id, ...untested });
  });
});

describe('the versions a report names', () => {
  const versions = { emulator_version: 'MAME 0.264', gun_firmware: 'Sinden 2.07', game_version: 'hotd2 (Rev A)' };

  it("are stored trimmed, '' when left out or null, and changed by PATCH", async () => {
    const game = await newGame();
    const token = (await member(t)).token;
    const none = await api.create(token, game.id, body());
    expect(none).toMatchObject({ emulator_version: '', gun_firmware: '', game_version: '' });
    const named = await api.create(
      token,
      game.id,
      body({
        ...reportBody(options, flatMame, 'perfect'),
        emulator_version: '  MAME 0.264 ',
        gun_firmware: 'Sinden 2.07',
        game_version: 'hotd2 (Rev A)',
      }),
    );
    expect(named).toMatchObject(versions);
    const edited = await api.edit(token, named.id, { gun_firmware: 'Sinden 2.08', game_version: null });
    expect(edited).toMatchObject({ emulator_version: 'MAME 0.264', gun_firmware: 'Sinden 2.08', game_version: '' });
  });

  it('take 100 characters (emoji count once) and refuse 101, line breaks, control characters and non-text (422)', async () => {
    const game = await newGame();
    const token = (await member(t)).token;
    const report = await api.create(
      token,
      game.id,
      body({ emulator_version: 'x'.repeat(100), game_version: '🎯'.repeat(100) }),
    );
    expect(report.game_version).toBe('🎯'.repeat(100));
    for (const field of Object.keys(versions)) {
      for (const method of ['POST', 'PUT'] as const)
        expectIssue(
          await api.request(
            method,
            `/api/lightgun/games/${game.id}/reports`,
            token,
            body({ [field]: 'x'.repeat(101) }),
          ),
          field,
          `${field} must be shorter than or equal to 100 characters`,
        );
      expectIssue(
        await api.request('PATCH', `/api/lightgun/reports/${report.id}`, token, { [field]: 'y'.repeat(101) }),
        field,
      );
      for (const bad of ['MAME\n0.264', 'Rev\u0007A', 42, ['MAME']])
        expectIssue(await api.request('PATCH', `/api/lightgun/reports/${report.id}`, token, { [field]: bad }), field);
    }
    expect((await api.expect('GET', `/api/lightgun/reports/${report.id}`, token, undefined, 200)).json()).toMatchObject(
      {
        emulator_version: 'x'.repeat(100),
        gun_firmware: '',
        edited: false,
      },
    );
  });
});

describe('helpful marks', () => {
  let game: Game;
  let author: Member;
  let report: CompatibilityReport;
  const mark = (token: string | undefined, id = report.id, method: 'PUT' | 'DELETE' = 'PUT') =>
    api.request(method, `/api/lightgun/reports/${id}/helpful`, token);

  beforeAll(async () => {
    game = await newGame();
    author = await member(t);
    report = await api.create(author.token, game.id, body());
  });

  it('counts each member once, shows each viewer their own mark, and takes a mark back', async () => {
    const [reader, other] = [await member(t), await member(t)];
    expect(await api.helpful(reader.token, report.id)).toEqual({
      report_id: report.id,
      helpful_count: 1,
      marked_helpful: true,
    });
    expect(await api.helpful(reader.token, report.id)).toEqual({
      report_id: report.id,
      helpful_count: 1,
      marked_helpful: true,
    });
    expect((await api.helpful(other.token, report.id)).helpful_count).toBe(2);
    const seenBy = async (token?: string) => (await api.reports(game.id, token)).reports[0];
    expect(await seenBy(reader.token)).toMatchObject({ helpful_count: 2, marked_helpful: true });
    expect(await seenBy()).toMatchObject({ helpful_count: 2, marked_helpful: false });
    expect(await seenBy(author.token)).toMatchObject({ helpful_count: 2, marked_helpful: false });
    expect((await api.summary(game.id, other.token)).latest_reports[0].marked_helpful).toBe(true);

    expect(await api.helpful(reader.token, report.id, 'DELETE')).toEqual({
      report_id: report.id,
      helpful_count: 1,
      marked_helpful: false,
    });
    expect((await api.helpful(reader.token, report.id, 'DELETE')).helpful_count).toBe(1);
    // A mark is no edit: the report keeps its dates.
    const after = (
      await api.expect('GET', `/api/lightgun/reports/${report.id}`, undefined, undefined, 200)
    ).json<CompatibilityReport>();
    expect(after).toMatchObject({
      edited: false,
      filed_at: report.filed_at,
      updated_at: report.updated_at,
      helpful_count: 1,
    });
  });

  it('goes with a deleted account: its marks no longer count', async () => {
    const leaving = await member(t);
    const before = (await api.helpful(mod, report.id)).helpful_count;
    expect((await api.helpful(leaving.token, report.id)).helpful_count).toBe(before + 1);
    await api.expect('DELETE', `/api/auth/users/${leaving.id}`, admin, undefined, 200);
    const after = (
      await api.expect('GET', `/api/lightgun/reports/${report.id}`, undefined, undefined, 200)
    ).json<CompatibilityReport>();
    expect(after.helpful_count).toBe(before);
    await api.helpful(mod, report.id, 'DELETE');
  });

  it("is never the author's own (403), needs an account (401), and a report the caller may see (404)", async () => {
    expectError(await mark(author.token), 403, 'You cannot mark your own report helpful');
    expectError(await mark(author.token, report.id, 'DELETE'), 403);
    expectError(await mark(undefined), 401);
    expectError(await mark(undefined, report.id, 'DELETE'), 401);
    const hidden = await api.create(author.token, game.id, reportBody(options, flatMame, 'perfect'));
    await api.hide(mod, hidden.id);
    const reader = (await member(t)).token;
    expectError(await mark(reader, hidden.id), 404, 'Report not found');
    expect((await api.helpful(mod, hidden.id)).helpful_count).toBe(1);
    expectError(await mark(reader, unknownId), 404, 'Report not found');
    expectError(await mark(reader, unknownId, 'DELETE'), 404, 'Report not found');
    for (const id of malformedIds)
      expect((await api.request('PUT', `/api/lightgun/reports/${id}/helpful`, reader)).statusCode).toBe(400);
  });

  it('orders reports by helpful marks (then the most recently filed) or, by default, most recently filed first', async () => {
    const sorted = await newGame();
    const [a, b, c] = [await member(t), await member(t), await member(t)];
    const first = await api.create(a.token, sorted.id, body());
    const second = await api.create(b.token, sorted.id, body());
    const third = await api.create(c.token, sorted.id, body());
    await api.helpful(a.token, second.id);
    await api.helpful(c.token, second.id);
    await api.helpful(b.token, first.id);
    const order = async (query: string) => (await api.reports(sorted.id, undefined, query)).reports.map((r) => r.id);
    expect(await order('?sort=helpful')).toEqual([second.id, first.id, third.id]);
    expect(await order('')).toEqual([third.id, second.id, first.id]);
    expect(await order('?sort=recent')).toEqual([third.id, second.id, first.id]);
    // Filing again makes a report the most recent.
    await api.edit(a.token, first.id, { notes: 'Retested' });
    expect(await order('?sort=recent')).toEqual([first.id, third.id, second.id]);
    expect(
      (await api.expect('GET', `/api/users/${a.username}/reports?sort=helpful`, undefined, undefined, 200)).statusCode,
    ).toBe(200);
    expectError(
      await api.request('GET', `/api/lightgun/games/${sorted.id}/reports?sort=best`),
      400,
      'sort must be one of recent, helpful',
    );
  });
});

const yearsAgo = (years: number) => new Date(Date.now() - years * 365 * 24 * 60 * 60 * 1000).toISOString();
const age = (reportIds: number[], filedAt: string) =>
  t.dataSource.query(`UPDATE compatibility_reports SET filed_at = $2 WHERE id = ANY($1)`, [reportIds, filedAt]);
const stored = async (gameId: number) =>
  (
    await t.dataSource.query<Array<{ compatibility: CompatibilityStanding | null; compatibility_tier: string | null }>>(
      `SELECT compatibility, compatibility_tier FROM games WHERE id = $1`,
      [gameId],
    )
  )[0];

describe("a game's standing", () => {
  it('is stored with the tier: counts, members agreeing, confidence; the same on the game and its summary', async () => {
    const game = await newGame();
    const [a, b, c, d] = [await member(t), await member(t), await member(t), await member(t)];
    await api.create(a.token, game.id, body({ rating: 'perfect' }));
    await api.create(a.token, game.id, reportBody(options, flatMame, 'perfect'));
    await api.create(b.token, game.id, body({ rating: 'perfect' }));
    await api.create(c.token, game.id, body({ rating: 'perfect' }));
    await api.create(d.token, game.id, reportBody(options, gunconCrt, 'issues'));
    const expected: CompatibilityStanding = {
      tier: 'perfect',
      report_count: 5,
      member_count: 4,
      agreeing_count: 3,
      confidence: 'high',
      recent_tier: 'perfect',
      older_tier: null,
      trend: null,
    };
    expect((await api.summary(game.id)).standing).toEqual(expected);
    expect(await api.game(game.id)).toMatchObject({ compatibility_tier: 'perfect', compatibility: expected });
    expect(await stored(game.id)).toEqual({ compatibility: expected, compatibility_tier: 'perfect' });
  });

  it('weighs older reports half and says when recent ones disagree with them (a trend)', async () => {
    const game = await newGame();
    const [a, b, c, d] = [await member(t), await member(t), await member(t), await member(t)];
    const old = [
      await api.create(a.token, game.id, body({ rating: 'issues' })),
      await api.create(b.token, game.id, body({ rating: 'issues' })),
    ];
    await age(
      old.map((report) => report.id),
      yearsAgo(3),
    );
    await api.create(c.token, game.id, body({ rating: 'perfect' }));
    await api.create(d.token, game.id, body({ rating: 'perfect' }));
    // Weights: 0.5 + 0.5 for issues, 1 + 1 for perfect: perfect passes half of 3.
    expect((await api.summary(game.id)).standing).toEqual({
      tier: 'perfect',
      report_count: 4,
      member_count: 4,
      agreeing_count: 2,
      confidence: 'medium',
      recent_tier: 'perfect',
      older_tier: 'issues',
      trend: 'improving',
    });
    const reports = (await api.reports(game.id)).reports;
    expect(
      reports
        .filter((report) => report.aged)
        .map((report) => report.id)
        .sort(),
    ).toEqual(old.map((r) => r.id).sort());
  });

  it('ages on the daily job: a standing moves once its reports pass the age, with no report changing', async () => {
    const [{ cron }] = await t.dataSource.query<Array<{ cron: string }>>(
      `SELECT cron FROM pgboss.schedule WHERE name = $1`,
      [standingQueue],
    );
    expect(cron).toBe('30 3 * * *');
    const game = await newGame();
    const [a, b, c] = [await member(t), await member(t), await member(t)];
    const praise = [
      await api.create(a.token, game.id, body({ rating: 'perfect' })),
      await api.create(b.token, game.id, body({ rating: 'perfect' })),
    ];
    await api.create(c.token, game.id, body({ rating: 'broken' }));
    expect((await stored(game.id)).compatibility_tier).toBe('perfect');
    // Older than reportAgeDays, but nothing recomputed yet.
    await age(
      praise.map((report) => report.id),
      new Date(Date.now() - (reportAgeDays + 1) * 24 * 60 * 60 * 1000).toISOString(),
    );
    expect((await stored(game.id)).compatibility_tier).toBe('perfect');

    // The job as pg-boss sends it at its tick, taken by the app's worker.
    expect(await sendJob(t, standingQueue)).not.toBeNull();
    const deadline = Date.now() + 20_000;
    while ((await stored(game.id)).compatibility_tier !== 'broken' && Date.now() < deadline) await pause(250);
    expect((await stored(game.id)).compatibility).toMatchObject({
      tier: 'broken',
      recent_tier: 'broken',
      older_tier: 'perfect',
      trend: 'declining',
    });
  });

  it('is filled at start for every game never computed (the migration left them null)', async () => {
    const game = await newGame();
    await api.create((await member(t)).token, game.id, body({ rating: 'issues' }));
    const fresh = await newGame();
    await t.dataSource.query(`UPDATE games SET compatibility = NULL, compatibility_tier = NULL WHERE id = ANY($1)`, [
      [game.id, fresh.id],
    ]);
    expect((await api.game(fresh.id)).compatibility).toEqual(noStanding);
    await t.app.get(StandingJob).onApplicationBootstrap();
    expect(await stored(game.id)).toMatchObject({
      compatibility_tier: 'issues',
      compatibility: { tier: 'issues', member_count: 1 },
    });
    expect(await stored(fresh.id)).toEqual({ compatibility: noStanding, compatibility_tier: null });
    const [{ missing }] = await t.dataSource.query<Array<{ missing: number }>>(
      `SELECT count(*)::int AS missing FROM games WHERE compatibility IS NULL`,
    );
    expect(missing).toBe(0);
  });
});
