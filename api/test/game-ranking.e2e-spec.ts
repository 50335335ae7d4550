import type { Game, GameSearchPage, PlatformWithGames, SetupOptions } from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compatibilityApp, member, option, reportBody, type SetupNames } from './support/compatibility.js';
import { expectError, unknownId } from './support/forum.js';
import type { TestApp } from './support/test-app.js';

// Game lists rank by a setup and never narrow (issue 32, point 4): the catalogue search and a platform's games.

let t: TestApp;
let api: Awaited<ReturnType<typeof compatibilityApp>>['api'];
let admin: string;
let mod: string;
let options: SetupOptions;
let platformName: string;
let perfect: Game;
let playable: Game;
let issuesOnly: Game;
let hiddenPlayable: Game;
let unreported: Game;

const sindenFlat: SetupNames = { gun: 'Sinden Lightgun', display: 'Flat TV', mode: 'MAME' };
const slug = (name: string) => option(options, name).slug;
const id = (name: string) => option(options, name).id;

beforeAll(async () => {
  ({ t, api, admin, moderator: mod, options } = await compatibilityApp());
  const created = await api.platformWithGames(admin, [
    'Zeta Perfect',
    'alpha playable',
    'Issues 100%',
    'Hidden Playable',
    'Unreported',
  ]);
  platformName = created.platform.name;
  [perfect, playable, issuesOnly, hiddenPlayable, unreported] = created.games;
  const author = await member(t);
  await api.file(author.token, perfect.id, reportBody(options, sindenFlat, 'perfect'));
  await api.file(author.token, playable.id, reportBody(options, { ...sindenFlat, mode: 'RetroArch' }, 'playable'));
  await api.file(
    author.token,
    playable.id,
    reportBody(options, { gun: 'GunCon 2', display: 'CRT', mode: 'Original hardware' }, 'broken'),
  );
  await api.file(author.token, issuesOnly.id, reportBody(options, sindenFlat, 'issues'));
  const hidden = await api.file(author.token, hiddenPlayable.id, reportBody(options, sindenFlat, 'playable'));
  await api.hide(mod, hidden.id);
});
afterAll(() => t.close());

const platform = async (query: string, token?: string) =>
  (
    await api.expect(
      'GET',
      `/api/lightgun/platforms/${encodeURIComponent(platformName)}${query}`,
      token,
      undefined,
      200,
    )
  ).json<PlatformWithGames>();
const search = async (query: string) =>
  (await api.expect('GET', `/api/lightgun/games${query}`, undefined, undefined, 200)).json<GameSearchPage>();
const titles = (list: { games: Game[] }) => list.games.map((game) => game.title);

describe("a platform's games", () => {
  it('lists every game by title with its tier and standing, and no setup', async () => {
    const answer = await platform('');
    expect(answer.total_games).toBe(5);
    expect(answer.setup).toBeNull();
    expect(titles(answer)).toEqual(['alpha playable', 'Hidden Playable', 'Issues 100%', 'Unreported', 'Zeta Perfect']);
    expect(Object.fromEntries(answer.games.map((game) => [game.title, game.compatibility_tier]))).toEqual({
      'alpha playable': 'broken',
      'Hidden Playable': null,
      'Issues 100%': 'issues',
      Unreported: null,
      'Zeta Perfect': 'perfect',
    });
    expect(answer.games.find((game) => game.id === perfect.id)?.compatibility).toMatchObject({
      tier: 'perfect',
      report_count: 1,
      member_count: 1,
    });
    expect(answer.games[0]).not.toHaveProperty('setup_fit');
  });

  it('ranks by a setup: working first, then untested, then failing, each group by title; nothing hidden', async () => {
    const answer = await platform(`?gun=${slug('Sinden Lightgun')}`);
    expect(answer.total_games).toBe(5);
    expect(titles(answer)).toEqual(['alpha playable', 'Zeta Perfect', 'Hidden Playable', 'Unreported', 'Issues 100%']);
    expect(answer.games.map((game) => game.setup_fit)).toEqual(['works', 'works', 'untested', 'untested', 'fails']);
    expect(answer.setup).toMatchObject({
      gun: { id: id('Sinden Lightgun'), slug: slug('Sinden Lightgun'), kind: 'gun' },
      display: null,
      play_mode: null,
      counts: { works: 2, untested: 2, fails: 1 },
    });
    // Each game's standing with the setup's visible reports alone.
    const zeta = answer.games.find((game) => game.id === perfect.id);
    expect(zeta?.setup_standing).toMatchObject({ tier: 'perfect', report_count: 1, member_count: 1 });
    const alpha = answer.games.find((game) => game.id === playable.id);
    expect(alpha?.setup_standing).toMatchObject({ tier: 'playable', report_count: 1 });
    expect(alpha?.compatibility_tier).toBe('broken');
    const hidden = answer.games.find((game) => game.id === hiddenPlayable.id);
    expect(hidden?.setup_standing).toMatchObject({ tier: null, report_count: 0 });
  });

  it('counts only the reports matching every part given, one report for all of them', async () => {
    expect(titles(await platform(`?gun=${slug('Sinden Lightgun')}&play=mame`))).toEqual([
      'Zeta Perfect',
      'alpha playable',
      'Hidden Playable',
      'Unreported',
      'Issues 100%',
    ]);
    const retroArch = await platform(`?display=flat-tv&play=retroarch`);
    expect(retroArch.setup?.counts).toEqual({ works: 1, untested: 4, fails: 0 });
    expect(retroArch.games[0].id).toBe(playable.id);
    // The broken GunCon report fails; the hidden report counts for nobody, a moderator neither.
    const guncon = await platform(`?gun=${slug('GunCon 2')}`, mod);
    expect(guncon.setup?.counts).toEqual({ works: 0, untested: 4, fails: 1 });
    expect(guncon.games.at(-1)?.id).toBe(playable.id);
    expect((await platform(`?gun=${slug('Sinden Lightgun')}&display=flat-tv`, mod)).setup?.counts).toEqual({
      works: 2,
      untested: 2,
      fails: 1,
    });
    // Sinden from one report and CRT from another do not add up.
    expect((await platform(`?gun=${slug('Sinden Lightgun')}&display=crt`)).setup?.counts).toEqual({
      works: 0,
      untested: 5,
      fails: 0,
    });
  });

  it('sorts by tier: best stored standing first, games without reports last, ties by title', async () => {
    expect(titles(await platform('?sort=tier'))).toEqual([
      'Zeta Perfect',
      'Issues 100%',
      'alpha playable',
      'Hidden Playable',
      'Unreported',
    ]);
    // With a setup, within each group.
    expect(titles(await platform(`?gun=${slug('Sinden Lightgun')}&sort=tier`))).toEqual([
      'Zeta Perfect',
      'alpha playable',
      'Hidden Playable',
      'Unreported',
      'Issues 100%',
    ]);
    expect(titles(await platform('?sort=title'))).toEqual(titles(await platform('')));
  });

  it('reads the ids of older clients as the same setup, and any case of a slug', async () => {
    const bySlug = await platform(`?gun=${slug('Sinden Lightgun')}&display=flat-tv`);
    const byId = await platform(`?gun_id=${id('Sinden Lightgun')}&display_id=${id('Flat TV')}`);
    expect(byId).toEqual(bySlug);
    expect(await platform(`?gun=${slug('Sinden Lightgun').toUpperCase()}&display_id=${id('Flat TV')}`)).toEqual(bySlug);
    expect(await platform(`?gun=${slug('Sinden Lightgun')}&gun_id=${id('Sinden Lightgun')}`)).toEqual(
      await platform(`?gun=${slug('Sinden Lightgun')}`),
    );
  });
});

describe('the catalogue search', () => {
  it('searches titles across platforms, any case, wildcards taken literally, ranked by a setup', async () => {
    const page = await search('?q=PLAYABLE&display=flat-tv');
    expect(titles(page)).toEqual(['alpha playable', 'Hidden Playable']);
    expect(page.games[0]).toMatchObject({ id: playable.id, platform: platformName, setup_fit: 'works' });
    expect(page.setup).toMatchObject({ display: { slug: 'flat-tv' }, counts: { works: 1, untested: 1, fails: 0 } });
    expect(titles(await search('?q=100%25'))).toEqual(['Issues 100%']);
    expect((await search('?q=_')).games).toEqual([]);
    expect((await search('?q=unreported')).games.map((game) => game.id)).toEqual([unreported.id]);
    expect((await search('?q=unreported')).setup).toBeNull();
  });

  it('counts the groups over the whole catalogue and pages the ranked list', async () => {
    const query = `?gun=${slug('Sinden Lightgun')}&limit=3`;
    const first = await search(query);
    expect(first.games.map((game) => game.id).slice(0, 2)).toEqual([playable.id, perfect.id]);
    expect(first.games[2].setup_fit).toBe('untested');
    const total = first.pagination.total_count;
    expect(total).toBeGreaterThan(100);
    expect(first.setup?.counts).toEqual({ works: 2, untested: total - 3, fails: 1 });
    const last = await search(`${query}&page=${first.pagination.total_pages}`);
    expect(last.games.at(-1)?.id).toBe(issuesOnly.id);
    expect(last.setup?.counts).toEqual(first.setup?.counts);
    expect(last.pagination).toMatchObject({ page: first.pagination.total_pages, has_next: false, has_prev: true });
  });

  it('pages the whole catalogue by title then id, or by tier; more than 100 read as 100', async () => {
    const first = await search('?limit=3');
    expect(first.pagination).toMatchObject({ page: 1, limit: 3, has_next: true, has_prev: false });
    expect(first.pagination.total_count).toBeGreaterThan(100);
    const second = await search('?limit=3&page=2');
    const names = [...first.games, ...second.games].map((game) => game.title.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(new Set([...first.games, ...second.games].map((game) => game.id)).size).toBe(6);
    expect((await search('?limit=101')).pagination.limit).toBe(100);
    const byTier = await search('?sort=tier&limit=3');
    expect(byTier.games.map((game) => game.compatibility_tier)).toEqual(['perfect', 'issues', 'broken']);
    expect(byTier.pagination.total_count).toBe(first.pagination.total_count);
  });
});

describe('bad queries', () => {
  it('answers 400 naming a slug that names no option of its kind', async () => {
    const cases: Array<[string, string]> = [
      ['?gun=nope', 'gun must be the slug of a gun'],
      ['?gun=crt', 'gun must be the slug of a gun'],
      ['?display=mame', 'display must be the slug of a display'],
      ['?play=sinden', 'play must be the slug of a way of playing'],
      ['?gun=Not%20a%20slug', 'gun must be the slug of a gun'],
      [`?gun=${'x'.repeat(61)}`, 'gun must be the slug of a gun'],
      [`?gun_id=${unknownId}`, 'gun_id must be the id of a gun'],
      [`?gun_id=${id('CRT')}`, 'gun_id must be the id of a gun'],
      [`?play_mode_id=${id('CRT')}`, 'play_mode_id must be the id of a way of playing'],
      [`?gun=${slug('Mouse')}&gun_id=${id('Sinden Lightgun')}`, 'gun and gun_id name different options'],
      ['?sort=best', 'sort must be one of title, tier'],
    ];
    for (const [query, detail] of cases) {
      expectError(await api.request('GET', `/api/lightgun/games${query}`), 400, detail);
      expectError(
        await api.request('GET', `/api/lightgun/platforms/${encodeURIComponent(platformName)}${query}`),
        400,
        detail,
      );
    }
  });

  it('answers 400 for malformed ids, repeated keys and pages, and 404 for an unknown platform whatever the setup', async () => {
    for (const query of [
      '?display_id=abc',
      '?play_mode_id=0',
      '?gun=a&gun=b',
      '?sort=a&sort=b',
      '?page=0',
      '?limit=1e3',
    ])
      expectError(await api.request('GET', `/api/lightgun/games${query}`), 400);
    // Blank is left out.
    expect((await search('?sort=&gun=')).setup).toBeNull();
    expectError(await api.request('GET', `/api/lightgun/platforms/${encodeURIComponent(platformName)}?gun_id=-1`), 400);
    expectError(await api.request('GET', `/api/lightgun/platforms/Nowhere?gun=${slug('Mouse')}`), 404);
  });

  it('still answers a game by id beside the search', async () => {
    expect(await api.game(perfect.id)).toMatchObject({ id: perfect.id, compatibility_tier: 'perfect' });
    expect((await api.request('GET', '/api/lightgun/games/')).statusCode).toBe(200);
  });
});
