import type { CompatibilityRating, Game, GameSearchPage, PlatformWithGames, SetupOptions } from '@site/contracts';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../src/database/migrations/index.js';
import {
  compatibilityApp,
  crtMame,
  flatMame,
  gunconCrt,
  member,
  option,
  reportBody,
  type Member,
  type SetupNames,
} from './support/compatibility.js';
import { createTestDatabase, type TestApp } from './support/test-app.js';

// A game's tier counts each member once, by their most recent visible report, however many setups
// they report; the matrix still shows every setup. Every place that shows a tier or a count agrees.

let t: TestApp;
let api: Awaited<ReturnType<typeof compatibilityApp>>['api'];
let admin: string;
let mod: string;
let options: SetupOptions;

let gameCounter = 0;
async function newGame() {
  gameCounter += 1;
  const { platform, games } = await api.platformWithGames(admin, [`Tier Game ${gameCounter}`]);
  return { platform, game: games[0] };
}
const tierOf = async (gameId: number) => (await api.summary(gameId)).tier;
const fileAs = (who: Member, gameId: number, setup: SetupNames, rating: CompatibilityRating, status = 201) =>
  api.file(who.token, gameId, reportBody(options, setup, rating), status);

beforeAll(async () => {
  ({ t, api, admin, moderator: mod, options } = await compatibilityApp());
});
afterAll(() => t.close());

describe('each member counts once per game', () => {
  it("does not let one member's two setups out-vote another member, while the matrix shows both setups", async () => {
    const { game } = await newGame();
    const [keen, sceptic, third] = [await member(t), await member(t), await member(t)];
    await fileAs(keen, game.id, crtMame, 'perfect');
    await fileAs(keen, game.id, flatMame, 'perfect');
    await fileAs(sceptic, game.id, gunconCrt, 'broken');

    const summary = await api.summary(game.id);
    expect(summary.tier).toBe('broken');
    expect(summary.report_count).toBe(3);
    const sinden = option(options, 'Sinden Lightgun').id;
    expect(summary.matrix).toEqual(
      expect.arrayContaining([
        { gun_id: sinden, display_id: option(options, 'CRT').id, report_count: 1, best_rating: 'perfect' },
        { gun_id: sinden, display_id: option(options, 'Flat TV').id, report_count: 1, best_rating: 'perfect' },
        {
          gun_id: option(options, 'GunCon 2').id,
          display_id: option(options, 'CRT').id,
          report_count: 1,
          best_rating: 'broken',
        },
      ]),
    );
    expect((await api.game(game.id)).compatibility_tier).toBe('broken');

    // A second member agreeing is what lifts it.
    await fileAs(third, game.id, crtMame, 'perfect');
    expect(await tierOf(game.id)).toBe('perfect');
  });

  it("counts the member's most recent report: a new setup, the same setup filed again, a deletion", async () => {
    const { game } = await newGame();
    const [changing, steady] = [await member(t), await member(t)];
    const crt = await fileAs(changing, game.id, crtMame, 'perfect');
    await fileAs(steady, game.id, crtMame, 'perfect');
    expect(await tierOf(game.id)).toBe('perfect');

    const flat = await fileAs(changing, game.id, flatMame, 'broken');
    expect(await tierOf(game.id)).toBe('broken');

    await fileAs(changing, game.id, crtMame, 'perfect', 200);
    expect(await tierOf(game.id)).toBe('perfect');

    await api.remove(changing.token, crt.id);
    expect(await tierOf(game.id)).toBe('broken');
    await api.remove(changing.token, flat.id);
    expect(await tierOf(game.id)).toBe('perfect');
  });

  it('counts the most recent visible report when a newer one is hidden, and the newer one again once unhidden', async () => {
    const { game } = await newGame();
    const [author, other] = [await member(t), await member(t)];
    await fileAs(author, game.id, crtMame, 'perfect');
    await fileAs(other, game.id, crtMame, 'perfect');
    const newer = await fileAs(author, game.id, flatMame, 'broken');
    expect(await tierOf(game.id)).toBe('broken');
    await api.hide(mod, newer.id);
    expect(await tierOf(game.id)).toBe('perfect');
    await api.unhide(mod, newer.id);
    expect(await tierOf(game.id)).toBe('broken');
  });

  it('does not make a report more recent by hiding and unhiding it', async () => {
    const { game } = await newGame();
    const [author, other] = [await member(t), await member(t)];
    const older = await fileAs(author, game.id, crtMame, 'broken');
    await fileAs(author, game.id, flatMame, 'perfect');
    await fileAs(other, game.id, crtMame, 'perfect');
    expect(await tierOf(game.id)).toBe('perfect');
    await api.hide(mod, older.id);
    await api.unhide(mod, older.id);
    expect(await tierOf(game.id)).toBe('perfect');
  });

  it('still counts a deleted account once: its reports stay in the matrix under one voice', async () => {
    const { game } = await newGame();
    const [leaving, sceptic, late] = [await member(t), await member(t), await member(t)];
    await fileAs(leaving, game.id, crtMame, 'perfect');
    await fileAs(leaving, game.id, flatMame, 'perfect');
    await fileAs(sceptic, game.id, gunconCrt, 'broken');
    await api.expect('DELETE', `/api/auth/users/${leaving.id}`, admin, undefined, 200);

    // Recomputed by the next filing: perfect (once), broken, issues -> issues; perfect twice would make it perfect.
    await fileAs(late, game.id, { ...gunconCrt, mode: 'MAME' }, 'issues');
    const summary = await api.summary(game.id);
    expect(summary.tier).toBe('issues');
    expect(summary.report_count).toBe(4);
  });
});

describe('every place agrees', () => {
  it('on the tier (summary, game, catalogue, platform page) and on the report count (summary, matrix, report list)', async () => {
    const { platform, game } = await newGame();
    const [keen, fair, spammer] = [await member(t), await member(t), await member(t)];
    await fileAs(keen, game.id, crtMame, 'perfect');
    await fileAs(keen, game.id, flatMame, 'perfect');
    await fileAs(fair, game.id, gunconCrt, 'playable');
    await api.hide(mod, (await fileAs(spammer, game.id, crtMame, 'broken')).id);

    const tiers = async (): Promise<Array<CompatibilityRating | null | undefined>> => {
      const catalogue = (
        await api.expect('GET', `/api/lightgun/games?q=${encodeURIComponent(game.title)}`, undefined, undefined, 200)
      ).json<GameSearchPage>();
      const page = (
        await api.expect(
          'GET',
          `/api/lightgun/platforms/${encodeURIComponent(platform.name)}`,
          undefined,
          undefined,
          200,
        )
      ).json<PlatformWithGames>();
      const listed = (games: Game[]) => games.find((candidate) => candidate.id === game.id)?.compatibility_tier;
      return [
        (await api.summary(game.id)).tier,
        (await api.game(game.id)).compatibility_tier,
        listed(catalogue.games),
        listed(page.games),
      ];
    };
    expect(await tiers()).toEqual(['playable', 'playable', 'playable', 'playable']);

    for (const token of [undefined, (await member(t)).token]) {
      const summary = await api.summary(game.id, token);
      expect(summary.report_count).toBe(3);
      expect(summary.matrix.reduce((sum, cell) => sum + cell.report_count, 0)).toBe(3);
      expect((await api.reports(game.id, token)).pagination.total_count).toBe(3);
    }
  });
});

describe('the migration on reports filed before the rule', () => {
  it('stores every tier again with each reporter once by their last filing, and puts the old tiers back when undone', async () => {
    const url = await createTestDatabase({ empty: true });
    const through = migrations.findIndex((migration) => migration.name.endsWith('1795900001000')) + 1;
    const migrate = async (count: number) => {
      const dataSource = new DataSource({ type: 'postgres', url, migrations: migrations.slice(0, count) });
      await dataSource.initialize();
      await dataSource.runMigrations();
      return dataSource;
    };
    const before = await migrate(through - 1);
    const id = async (sql: string, params: unknown[]) =>
      (await before.query<Array<{ id: number }>>(`${sql} RETURNING id`, params))[0].id;
    const user = (name: string) =>
      id(`INSERT INTO users (username, email, password_hash, display_name) VALUES ($1, $2, 'x', $1)`, [
        name,
        `${name}@example.com`,
      ]);
    const [changing, steady] = [await user('changing'), await user('steady')];
    const platform = await id(`INSERT INTO platforms (name) VALUES ('Old Platform')`, []);
    const game = (title: string) =>
      id(`INSERT INTO games (platform_id, title, compatibility_tier) VALUES ($1, $2, 'perfect')`, [platform, title]);
    const [recency, formerMembers] = [await game('Changed Mind'), await game('Former Members')];
    const display = await id(`INSERT INTO setup_options (kind, name) VALUES ('display', 'CRT')`, []);
    const mode = await id(`INSERT INTO setup_options (kind, name) VALUES ('play-mode', 'MAME')`, []);
    const guns = [
      await id(`INSERT INTO setup_options (kind, name) VALUES ('gun', 'A')`, []),
      await id(`INSERT INTO setup_options (kind, name) VALUES ('gun', 'B')`, []),
    ];
    const report = (
      gameId: number,
      author: number | null,
      gun: number,
      rating: CompatibilityRating,
      updatedAt: string,
    ) =>
      before.query(
        `INSERT INTO compatibility_reports (game_id, author_id, gun_id, display_id, play_mode_id, rating, recoil_works, offscreen_reload_works, two_players_work, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, false, false, false, $7)`,
        [gameId, author, gun, display, mode, rating, updatedAt],
      );
    // Stored 'perfect' by the old rule (two of three reports); the member who changed their mind last said 'broken'.
    await report(recency, changing, guns[1], 'broken', '2026-02-01T00:00:00Z');
    await report(recency, changing, guns[0], 'perfect', '2026-01-01T00:00:00Z');
    await report(recency, steady, guns[0], 'perfect', '2026-01-15T00:00:00Z');
    // Accounts deleted before the migration: their reports cannot be told apart, each still counts.
    await report(formerMembers, null, guns[0], 'perfect', '2026-01-01T00:00:00Z');
    await report(formerMembers, null, guns[1], 'perfect', '2026-01-02T00:00:00Z');
    await report(formerMembers, steady, guns[0], 'broken', '2026-01-03T00:00:00Z');
    await before.destroy();

    const tiers = async (dataSource: DataSource) =>
      (
        await dataSource.query<Array<{ compatibility_tier: string }>>(
          `SELECT compatibility_tier FROM games ORDER BY id`,
        )
      ).map((row) => row.compatibility_tier);
    const after = await migrate(through);
    try {
      expect(await tiers(after)).toEqual(['broken', 'perfect']);
      const reporters = await after.query<Array<{ author_id: number | null; reporter_id: number }>>(
        `SELECT author_id, reporter_id FROM compatibility_reports`,
      );
      for (const row of reporters) expect(row.reporter_id).toEqual(row.author_id ?? expect.any(Number));
      expect(new Set(reporters.map((row) => row.reporter_id)).size).toBe(4);
      await after.undoLastMigration();
      expect(await tiers(after)).toEqual(['perfect', 'perfect']);
    } finally {
      await after.destroy();
    }
  });
});
