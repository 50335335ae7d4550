import type { CompatibilityReport, SetupOptions } from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heldForModeratorReason } from '../src/lightgun/compatibility/report-holds.js';
import {
  compatibilityApp,
  crtMame,
  flatMame,
  gunconCrt,
  member,
  reportBody,
  type Member,
} from './support/compatibility.js';
import { expectError } from './support/forum.js';
import type { TestApp } from './support/test-app.js';

// A moderator's hide is the moderator's to lift: its author cannot undo it by deleting and filing
// again, under the same setup or another one.

let t: TestApp;
let api: Awaited<ReturnType<typeof compatibilityApp>>['api'];
let admin: string;
let mod: string;
let options: SetupOptions;

beforeAll(async () => {
  ({ t, api, admin, moderator: mod, options } = await compatibilityApp());
});
afterAll(() => t.close());

/** A game where `author`'s CRT 'perfect' is hidden by a moderator and another member says 'broken'. */
async function hiddenReportOnNewGame() {
  const { games } = await api.platformWithGames(admin, ['Hidden Game']);
  const game = games[0];
  const author = await member(t);
  await api.file((await member(t)).token, game.id, reportBody(options, gunconCrt, 'broken'));
  const report = await api.hide(
    mod,
    (await api.file(author.token, game.id, reportBody(options, crtMame, 'perfect'))).id,
    'Not a real test',
  );
  expect((await api.summary(game.id)).tier).toBe('broken');
  return { gameId: game.id, author, report };
}

/** What anyone but the author and moderators sees: ids, the tier and the count. */
async function publicView(gameId: number) {
  const [summary, page, game] = await Promise.all([api.summary(gameId), api.reports(gameId), api.game(gameId)]);
  expect(game.compatibility_tier).toBe(summary.tier);
  return { ids: page.reports.map((report) => report.id), tier: summary.tier, count: summary.report_count };
}

const refile = (author: Member, gameId: number, setup = crtMame) =>
  api.file(author.token, gameId, reportBody(options, setup, 'perfect'));

describe('a hidden report its author deletes', () => {
  it('comes back hidden, with the moderator’s reason, when filed again for the same setup', async () => {
    const { gameId, author, report } = await hiddenReportOnNewGame();
    const before = await publicView(gameId);
    await api.remove(author.token, report.id);
    const again = await refile(author, gameId);
    expect(again).toMatchObject({ hidden: true, hidden_reason: 'Not a real test', rating: 'perfect' });
    expect(await publicView(gameId)).toEqual(before);
    expect((await api.summary(gameId, author.token)).my_reports).toMatchObject([
      { id: again.id, hidden: true, hidden_reason: 'Not a real test' },
    ]);
    expect((await api.reports(gameId, mod)).reports.map((row) => row.id)).toContain(again.id);
  });

  it('stays hidden however often it is deleted and filed again, and its author cannot unhide it', async () => {
    const { gameId, author, report } = await hiddenReportOnNewGame();
    expectError(await api.request('POST', `/api/lightgun/reports/${report.id}/unhide`, author.token), 403);
    let current: CompatibilityReport = report;
    for (let round = 0; round < 3; round += 1) {
      await api.remove(author.token, current.id);
      current = await refile(author, gameId);
      expect(current).toMatchObject({ hidden: true, hidden_reason: 'Not a real test' });
    }
    expectError(await api.request('POST', `/api/lightgun/reports/${current.id}/unhide`, author.token), 403);
    expect((await publicView(gameId)).tier).toBe('broken');
  });

  it('is gone for good once a moderator deletes it: filing again is a new, visible report', async () => {
    const { gameId, author, report } = await hiddenReportOnNewGame();
    await api.remove(mod, report.id);
    expect(await refile(author, gameId)).toMatchObject({ hidden: false, hidden_reason: null });
    expect((await publicView(gameId)).tier).toBe('broken');
  });

  it('leaves nothing behind when it was visible', async () => {
    const { games } = await api.platformWithGames(admin, ['Visible Game']);
    const author = await member(t);
    await api.remove(author.token, (await refile(author, games[0].id)).id);
    expect(await refile(author, games[0].id)).toMatchObject({ hidden: false });
  });
});

describe('while a hide stands', () => {
  it('holds the author’s new report under another setup for a moderator, and counts it once unhidden', async () => {
    const { gameId, author, report } = await hiddenReportOnNewGame();
    await api.remove(author.token, report.id);
    const before = await publicView(gameId);
    const held = await refile(author, gameId, flatMame);
    expect(held).toMatchObject({ hidden: true, hidden_reason: heldForModeratorReason });
    expect(await publicView(gameId)).toEqual(before);

    await api.unhide(mod, held.id);
    const after = await publicView(gameId);
    expect(after).toMatchObject({ tier: 'broken', count: 2 });
    expect(after.ids).toContain(held.id);
  });

  it('holds it too while the hidden report is still there', async () => {
    const { gameId, author } = await hiddenReportOnNewGame();
    expect(await refile(author, gameId, flatMame)).toMatchObject({
      hidden: true,
      hidden_reason: heldForModeratorReason,
    });
  });

  it('leaves alone the reports filed before the hide: filing them again keeps them visible', async () => {
    const { games } = await api.platformWithGames(admin, ['Earlier Game']);
    const author = await member(t);
    const earlier = await refile(author, games[0].id, flatMame);
    await api.hide(mod, (await refile(author, games[0].id)).id);
    expect(await api.file(author.token, games[0].id, reportBody(options, flatMame, 'playable'), 200)).toMatchObject({
      id: earlier.id,
      hidden: false,
    });
    expect(await publicView(games[0].id)).toMatchObject({ ids: [earlier.id], tier: 'playable' });
  });

  it('ends when a moderator unhides the report: new reports are visible again', async () => {
    const { gameId, author, report } = await hiddenReportOnNewGame();
    await api.unhide(mod, report.id);
    expect(await refile(author, gameId, flatMame)).toMatchObject({ hidden: false });
  });

  it('holds only the author, and only on that game', async () => {
    const { gameId, author } = await hiddenReportOnNewGame();
    expect(await refile(await member(t), gameId, flatMame)).toMatchObject({ hidden: false });
    const { games } = await api.platformWithGames(admin, ['Other Game']);
    expect(await refile(author, games[0].id, flatMame)).toMatchObject({ hidden: false });
  });
});
