import type { Game, Platform, PlatformSetupOptions, SetupOption, SetupOptions } from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compatibilityApp, member, option, reportBody, type SetupNames } from './support/compatibility.js';
import { expectError, expectIssue, issues, malformedIds, unknownId } from './support/forum.js';
import type { TestApp } from './support/test-app.js';

// Only possible setups (issue 32): original guns and ways of playing belong to platforms (seeded with certain facts,
// edited by admins); modern guns pair with emulators; a gun that reads a CRT needs one. The API refuses the others
// with a 400 naming the mismatch.

let t: TestApp;
let api: Awaited<ReturnType<typeof compatibilityApp>>['api'];
let admin: string;
let options: SetupOptions;
let platforms: Platform[];

const platformNamed = (name: string) => {
  const found = platforms.find((platform) => platform.name === name);
  if (!found) throw new Error(`No seeded platform ${name}`);
  return found;
};
let gameCounter = 0;
/** A new game on a seeded platform. */
async function gameOn(platform: string): Promise<Game> {
  gameCounter += 1;
  return (
    await api.expect(
      'POST',
      '/api/lightgun/games',
      admin,
      { title: `Possible ${gameCounter}`, platform_id: platformNamed(platform).id },
      201,
    )
  ).json<Game>();
}
const platformOptions = async (platformId: number | string, token?: string) =>
  api.request('GET', `/api/lightgun/platforms/${platformId}/setup-options`, token);
const putPlatformOptions = (platformId: number | string, body: unknown, token = admin) =>
  api.request('PUT', `/api/lightgun/platforms/${platformId}/setup-options`, token, body);

beforeAll(async () => {
  ({ t, api, admin, options } = await compatibilityApp());
  platforms = (await api.expect('GET', '/api/lightgun/platforms', undefined, undefined, 200)).json<Platform[]>();
});
afterAll(() => t.close());

describe('filing only possible setups', () => {
  const refusals: Array<[string, SetupNames, string]> = [
    ['Arcade', { gun: 'GunCon 2', display: 'CRT', mode: 'MAME' }, 'GunCon 2 is not a gun of the Arcade'],
    [
      'Arcade',
      { gun: 'Sinden Lightgun', display: 'Flat TV', mode: 'Original hardware' },
      'Sinden Lightgun is a modern gun: it works with emulators, MiSTer and native PC ports, not with Original hardware',
    ],
    [
      'NES',
      { gun: 'NES Zapper', display: 'Flat TV', mode: 'Original hardware' },
      "NES Zapper reads a CRT's picture: it does not work on a Flat TV",
    ],
    [
      'PlayStation 2',
      { gun: 'Sinden Lightgun', display: 'Flat TV', mode: 'Dolphin' },
      'Dolphin is not a way of playing PlayStation 2 games',
    ],
  ];

  it.each(refusals)(
    'refuses on a game of the %s: %o (400 naming it), by POST and PUT',
    async (platform, setup, detail) => {
      const game = await gameOn(platform);
      const token = (await member(t)).token;
      for (const method of ['POST', 'PUT'] as const)
        expectError(
          await api.request(
            method,
            `/api/lightgun/games/${game.id}/reports`,
            token,
            reportBody(options, setup, 'perfect'),
          ),
          400,
          detail,
        );
      expect((await api.reports(game.id)).reports).toEqual([]);
    },
  );

  const accepted: Array<[string, SetupNames]> = [
    ['Arcade', { gun: 'Sinden Lightgun', display: 'Flat TV', mode: 'MAME' }],
    ['Arcade', { gun: 'GUN4IR', display: 'CRT', mode: 'MiSTer' }],
    ['PlayStation 2', { gun: 'GunCon 2', display: 'CRT', mode: 'Original hardware' }],
    ['PlayStation 2', { gun: 'Sinden Lightgun', display: 'Flat TV', mode: 'PCSX2' }],
    ['NES', { gun: 'NES Zapper', display: 'CRT', mode: 'Original hardware' }],
    ['Wii', { gun: 'Wii Remote / Wii Zapper', display: 'Flat TV', mode: 'Original hardware' }],
  ];

  it.each(accepted)('files on a game of the %s: %o', async (platform, setup) => {
    const game = await gameOn(platform);
    await api.create((await member(t)).token, game.id, reportBody(options, setup, 'playable'));
  });

  it('refuses an edit that moves a report to an impossible setup, and keeps it as it was', async () => {
    const game = await gameOn('PlayStation 2');
    const token = (await member(t)).token;
    const report = await api.create(
      token,
      game.id,
      reportBody(options, { gun: 'GunCon 2', display: 'CRT', mode: 'Original hardware' }, 'perfect'),
    );
    const flat = option(options, 'Flat TV').id;
    expectError(
      await api.request('PATCH', `/api/lightgun/reports/${report.id}`, token, { display_id: flat }),
      400,
      "GunCon 2 reads a CRT's picture: it does not work on a Flat TV",
    );
    const sinden = option(options, 'Sinden Lightgun').id;
    expectError(
      await api.request('PATCH', `/api/lightgun/reports/${report.id}`, token, { gun_id: sinden }),
      400,
      /Sinden Lightgun is a modern gun/,
    );
    expect((await api.expect('GET', `/api/lightgun/reports/${report.id}`, token, undefined, 200)).json()).toMatchObject(
      { gun: { name: 'GunCon 2' }, display: { name: 'CRT' }, edited: false },
    );
    // A change that keeps the setup possible passes; one that leaves the setup alone is not checked again.
    const moved = await api.edit(token, report.id, { gun_id: sinden, play_mode_id: option(options, 'PCSX2').id });
    expect(moved).toMatchObject({ gun: { name: 'Sinden Lightgun' }, play_mode: { name: 'PCSX2' } });
    expect((await api.edit(token, report.id, { rating: 'issues' })).rating).toBe('issues');
  });

  it('follows the platform: an admin adding a way of playing makes it possible at once', async () => {
    const { platform, games } = await api.platformWithGames(admin, ['Bare Game'], []);
    const token = (await member(t)).token;
    const body = reportBody(options, { gun: 'Mouse', display: 'PC monitor', mode: 'MAME' }, 'perfect');
    expectError(
      await api.request('POST', `/api/lightgun/games/${games[0].id}/reports`, token, body),
      400,
      `MAME is not a way of playing ${platform.name} games`,
    );
    await api.expect(
      'PUT',
      `/api/lightgun/platforms/${platform.id}/setup-options`,
      admin,
      { option_ids: [body.play_mode_id] },
      200,
    );
    await api.create(token, games[0].id, body);
  });
});

describe("a platform's setup options", () => {
  it('lists the seeded facts: its own gun and hardware, the emulators that run it', async () => {
    const ps2 = (await platformOptions(platformNamed('PlayStation 2').id)).json<PlatformSetupOptions>();
    const ids = (...names: string[]) => names.map((name) => option(options, name).id).sort((a, b) => a - b);
    expect(ps2).toEqual({
      platform_id: platformNamed('PlayStation 2').id,
      option_ids: ids('GunCon 2', 'Original hardware', 'PCSX2'),
    });
    const arcade = (await platformOptions(platformNamed('Arcade').id)).json<PlatformSetupOptions>();
    expect(arcade.option_ids).toEqual(expect.arrayContaining(ids('MAME', 'Original hardware', 'Flycast', 'MiSTer')));
    expect(arcade.option_ids).not.toContain(option(options, 'Sinden Lightgun').id);
  });

  it('is replaced whole by an admin (duplicates once), and [] empties it', async () => {
    const { platform } = await api.platformWithGames(admin, [], []);
    const zapper = option(options, 'NES Zapper').id;
    const mame = option(options, 'MAME').id;
    const put = await putPlatformOptions(platform.id, { option_ids: [mame, zapper, mame] });
    expect(put.statusCode, put.body).toBe(200);
    const expected = { platform_id: platform.id, option_ids: [zapper, mame].sort((a, b) => a - b) };
    expect(put.json()).toEqual(expected);
    expect((await platformOptions(platform.id)).json()).toEqual(expected);
    expect((await putPlatformOptions(platform.id, { option_ids: [] })).json()).toEqual({
      platform_id: platform.id,
      option_ids: [],
    });
  });

  it('refuses modern guns, displays and unknown ids (422 naming each), changing nothing', async () => {
    const { platform } = await api.platformWithGames(admin, [], []);
    const mame = option(options, 'MAME').id;
    await putPlatformOptions(platform.id, { option_ids: [mame] });
    const sinden = option(options, 'Sinden Lightgun');
    const crt = option(options, 'CRT');
    const refused = await putPlatformOptions(platform.id, { option_ids: [mame, sinden.id, crt.id, unknownId] });
    expect(refused.statusCode).toBe(422);
    expect(issues(refused)).toEqual([
      {
        loc: ['body', 'option_ids', 1],
        msg: `Sinden Lightgun (${sinden.id}) is a modern gun: it pairs with every platform's emulators`,
      },
      {
        loc: ['body', 'option_ids', 2],
        msg: `CRT (${crt.id}) is a display: displays pair with every platform by their flags`,
      },
      { loc: ['body', 'option_ids', 3], msg: `${unknownId} is not the id of a setup option` },
    ]);
    expect((await platformOptions(platform.id)).json<PlatformSetupOptions>().option_ids).toEqual([mame]);
  });

  it('refuses malformed bodies (422), and answers 404 for an unknown platform and 400 for a malformed id', async () => {
    const { platform } = await api.platformWithGames(admin, [], []);
    for (const body of [{}, { option_ids: 'all' }, { option_ids: [1.5] }, { option_ids: ['1'] }, { option_ids: [0] }])
      expectIssue(await putPlatformOptions(platform.id, body), 'option_ids');
    expectIssue(
      await putPlatformOptions(platform.id, { option_ids: Array.from({ length: 201 }, (_, index) => index + 1) }),
      'option_ids',
    );
    expect((await putPlatformOptions(platform.id, { option_ids: [], extra: 1 })).statusCode).toBe(422);
    expectError(await platformOptions(unknownId), 404, 'Platform not found');
    expectError(await putPlatformOptions(unknownId, { option_ids: [] }), 404, 'Platform not found');
    for (const id of malformedIds) {
      expect((await platformOptions(id)).statusCode).toBe(400);
      expect((await putPlatformOptions(id, { option_ids: [] })).statusCode).toBe(400);
    }
  });
});

describe("options' slugs and flags (admins)", () => {
  const create = (kind: string, body: object) =>
    api.request('POST', `/api/lightgun/setup-options/${kind}`, admin, body);

  it('makes a slug from the name when none is given, takes a valid one, and stores the flags of the kind', async () => {
    const made = (await create('gun', { name: 'Gun Cön  Ultra!', modern: true })).json<SetupOption>();
    expect(made).toMatchObject({ slug: 'gun-con-ultra', modern: true, needs_crt: false, crt: false });
    const chosen = (await create('display', { name: 'OLED TV', slug: 'oled', crt: false })).json<SetupOption>();
    expect(chosen.slug).toBe('oled');
    const edited = (
      await api.expect(
        'PATCH',
        `/api/lightgun/setup-options/gun/${made.id}`,
        admin,
        { slug: 'ultra', modern: false, needs_crt: true },
        200,
      )
    ).json<SetupOption>();
    expect(edited).toMatchObject({ slug: 'ultra', modern: false, needs_crt: true });
  });

  it('refuses a slug its kind already has (409), a malformed one and flags of another kind (422)', async () => {
    expectError(
      await create('gun', { name: 'Another Sinden', slug: 'sinden' }),
      409,
      'There already is a gun with the slug sinden',
    );
    expect((await create('display', { name: 'Sinden screen', slug: 'sinden' })).statusCode).toBe(201);
    for (const slug of ['Upper', 'two--hyphens', '-lead', 'space d', '', 'x'.repeat(61), 7])
      expectIssue(await create('gun', { name: `Slug ${String(slug)}`, slug }), 'slug');
    expectIssue(
      await create('display', { name: 'Modern screen', modern: true }),
      'modern',
      'modern does not apply to a display',
    );
    expectIssue(await create('gun', { name: 'CRT gun', crt: true }), 'crt', 'crt does not apply to a gun');
    const mame = option(options, 'MAME');
    expectIssue(
      await api.request('PATCH', `/api/lightgun/setup-options/play-mode/${mame.id}`, admin, { needs_crt: true }),
      'needs_crt',
      'needs_crt does not apply to a way of playing',
    );
    expectIssue(await create('gun', { name: 'Yes gun', modern: 'yes' }), 'modern');
  });
});
