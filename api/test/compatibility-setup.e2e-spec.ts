import type { SetupOption, SetupOptionKind, SetupOptions, SetupPreference } from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeed } from '../src/seed/seed.js';
import { setupFacts } from '../src/lightgun/index.js';
import { compatibilityApp, member, option, reportBody } from './support/compatibility.js';
import { expectError, expectIssue, malformedIds, unknownId } from './support/forum.js';
import type { TestApp } from './support/test-app.js';

let t: TestApp;
let api: Awaited<ReturnType<typeof compatibilityApp>>['api'];
let admin: string;
let mod: string;
let options: SetupOptions;

const listOptions = async (token?: string) =>
  (await api.expect('GET', '/api/lightgun/setup-options', token, undefined, 200)).json<SetupOptions>();
const names = (list: SetupOption[]) => list.map((entry) => entry.name);

beforeAll(async () => {
  ({ t, api, admin, moderator: mod, options } = await compatibilityApp());
});
afterAll(() => t.close());

describe('the seeded vocabulary', () => {
  it('has the guns, displays and ways of playing, by name, and no reports', async () => {
    const [{ reports }] = await t.dataSource.query<Array<{ reports: number }>>(
      'SELECT count(*)::int AS reports FROM compatibility_reports',
    );
    expect(reports).toBe(0);
    const byName = (kind: SetupOptionKind) =>
      setupFacts
        .filter((fact) => fact.kind === kind)
        .map((fact) => fact.name)
        .sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
    expect(names(options.guns)).toEqual(byName('gun'));
    expect(names(options.displays)).toEqual(['CRT', 'Flat TV', 'PC monitor', 'Projector']);
    expect(names(options.play_modes)).toEqual(byName('play-mode'));
    expect(names(options.guns)).toEqual(
      expect.arrayContaining([
        'NES Zapper',
        'GunCon 2',
        'Sinden Lightgun',
        'GUN4IR',
        'Mouse',
        'Wii Remote / Wii Zapper',
      ]),
    );
    expect(names(options.play_modes)).toEqual(
      expect.arrayContaining(['Original hardware', 'MAME', 'RetroArch', 'MiSTer', 'Native PC port']),
    );
    expect(option(options, 'NES Zapper')).toMatchObject({
      kind: 'gun',
      slug: 'nes-zapper',
      description: "The NES's original light gun",
      modern: false,
      needs_crt: true,
      crt: false,
      original_hardware: false,
      report_count: 0,
    });
    expect(option(options, 'Sinden Lightgun')).toMatchObject({ slug: 'sinden', modern: true, needs_crt: false });
    expect(option(options, 'CRT')).toMatchObject({ slug: 'crt', crt: true });
    expect(option(options, 'Original hardware')).toMatchObject({ slug: 'original-hardware', original_hardware: true });
    expect(option(options, 'MAME').kind).toBe('play-mode');
  });

  it('is seeded once: a second seed run adds nothing', async () => {
    await runSeed(t.dataSource, t.config, () => {});
    const again = await listOptions();
    expect(again.guns.length + again.displays.length + again.play_modes.length).toBe(
      options.guns.length + options.displays.length + options.play_modes.length,
    );
  });
});

describe('editing the vocabulary (admins)', () => {
  it('adds, renames and deletes an option of each kind', async () => {
    for (const kind of ['gun', 'display', 'play-mode'] as const) {
      const created = (
        await api.expect('POST', `/api/lightgun/setup-options/${kind}`, admin, { name: `  New ${kind}  ` }, 201)
      ).json<SetupOption>();
      expect(created).toMatchObject({ kind, name: `New ${kind}`, description: '', report_count: 0 });
      const renamed = (
        await api.expect(
          'PATCH',
          `/api/lightgun/setup-options/${kind}/${created.id}`,
          admin,
          { name: `Renamed ${kind}`, description: 'Help' },
          200,
        )
      ).json<SetupOption>();
      expect(renamed).toMatchObject({ id: created.id, kind, name: `Renamed ${kind}`, description: 'Help' });
      const described = (
        await api.expect('PATCH', `/api/lightgun/setup-options/${kind}/${created.id}`, admin, { description: '' }, 200)
      ).json<SetupOption>();
      expect(described).toMatchObject({ name: `Renamed ${kind}`, description: '' });
      await api.expect('DELETE', `/api/lightgun/setup-options/${kind}/${created.id}`, admin, undefined, 204);
      expectError(
        await api.request('DELETE', `/api/lightgun/setup-options/${kind}/${created.id}`, admin),
        404,
        'Setup option not found',
      );
    }
  });

  it('refuses a name its kind already has, in any case (409), but another kind may share it', async () => {
    expectError(
      await api.request('POST', '/api/lightgun/setup-options/gun', admin, { name: 'guncon 2' }),
      409,
      /already/,
    );
    const crt = option(options, 'CRT');
    expectError(
      await api.request('PATCH', `/api/lightgun/setup-options/display/${crt.id}`, admin, { name: 'flat tv' }),
      409,
    );
    const shared = (
      await api.expect('POST', '/api/lightgun/setup-options/play-mode', admin, { name: 'CRT' }, 201)
    ).json<SetupOption>();
    await api.expect('DELETE', `/api/lightgun/setup-options/play-mode/${shared.id}`, admin, undefined, 204);
  });

  it('refuses to delete an option a report uses (409 with a detail), hidden reports included', async () => {
    const { games } = await api.platformWithGames(admin, ['In Use']);
    const gun = (
      await api.expect('POST', '/api/lightgun/setup-options/gun', admin, { name: 'Used gun', modern: true }, 201)
    ).json<SetupOption>();
    const body = { ...reportBody(options, { gun: 'Mouse', display: 'CRT', mode: 'MAME' }, 'perfect'), gun_id: gun.id };
    const report = await api.file((await member(t)).token, games[0].id, body);
    await api.hide(mod, report.id);
    expectError(
      await api.request('DELETE', `/api/lightgun/setup-options/gun/${gun.id}`, admin),
      409,
      'Used gun is used by 1 report: it cannot be deleted',
    );
    expect(option(await listOptions(admin), 'Used gun').report_count).toBe(1);
    // Hidden: not counted for others.
    expect(option(await listOptions(), 'Used gun').report_count).toBe(0);
    await api.expect('DELETE', `/api/lightgun/reports/${report.id}`, admin, undefined, 204);
    await api.expect('DELETE', `/api/lightgun/setup-options/gun/${gun.id}`, admin, undefined, 204);
  });

  it('answers 400 for an unknown kind or malformed id, 404 for an id of another kind, 422 for a bad body', async () => {
    expectError(
      await api.request('POST', '/api/lightgun/setup-options/screen', admin, { name: 'X' }),
      400,
      'kind must be one of gun, display, play-mode',
    );
    expectError(await api.request('PATCH', '/api/lightgun/setup-options/guns/1', admin, { name: 'X' }), 400);
    expectError(await api.request('DELETE', '/api/lightgun/setup-options/modes/1', admin), 400);
    for (const id of malformedIds)
      expectError(await api.request('DELETE', `/api/lightgun/setup-options/gun/${id}`, admin), 400);
    expectError(await api.request('DELETE', `/api/lightgun/setup-options/gun/${unknownId}`, admin), 404);
    expectError(
      await api.request('PATCH', `/api/lightgun/setup-options/display/${option(options, 'MAME').id}`, admin, {
        name: 'X',
      }),
      404,
    );
    expectIssue(await api.request('POST', '/api/lightgun/setup-options/gun', admin, {}), 'name', 'Name is required');
    expectIssue(
      await api.request('POST', '/api/lightgun/setup-options/gun', admin, { name: '   ' }),
      'name',
      'Name is required',
    );
    expectIssue(await api.request('POST', '/api/lightgun/setup-options/gun', admin, { name: 'x'.repeat(101) }), 'name');
    expectIssue(
      await api.request('POST', '/api/lightgun/setup-options/gun', admin, { name: 'X', description: 'x'.repeat(501) }),
      'description',
    );
    expectIssue(
      await api.request('POST', '/api/lightgun/setup-options/gun', admin, { name: 'X', kind: 'display' }),
      'kind',
    );
    expectIssue(
      await api.request('PATCH', `/api/lightgun/setup-options/gun/${option(options, 'Mouse').id}`, admin, {
        name: null,
      }),
      'name',
    );
  });
});

describe('my setup', () => {
  it('starts empty, stores each part and clears it with null', async () => {
    const { token } = await member(t);
    const empty: SetupPreference = { gun_id: null, display_id: null, play_mode_id: null };
    expect((await api.expect('GET', '/api/users/me/setup', token, undefined, 200)).json()).toEqual(empty);
    const chosen = {
      gun_id: option(options, 'GunCon 2').id,
      display_id: option(options, 'CRT').id,
      play_mode_id: null,
    };
    expect((await api.expect('PUT', '/api/users/me/setup', token, chosen, 200)).json()).toEqual(chosen);
    expect((await api.expect('GET', '/api/users/me/setup', token, undefined, 200)).json()).toEqual(chosen);
    await api.expect('PUT', '/api/users/me/setup', token, empty, 200);
    expect((await api.expect('GET', '/api/users/me/setup', token, undefined, 200)).json()).toEqual(empty);
  });

  it('keeps each member their own', async () => {
    const [a, b] = [await member(t), await member(t)];
    await api.expect(
      'PUT',
      '/api/users/me/setup',
      a.token,
      { gun_id: option(options, 'Mouse').id, display_id: null, play_mode_id: null },
      200,
    );
    expect(
      (await api.expect('GET', '/api/users/me/setup', b.token, undefined, 200)).json<SetupPreference>().gun_id,
    ).toBeNull();
  });

  it('refuses ids of the wrong kind, unknown ids, other values and missing parts (422)', async () => {
    const { token } = await member(t);
    const put = (body: unknown) => api.request('PUT', '/api/users/me/setup', token, body);
    const empty = { gun_id: null, display_id: null, play_mode_id: null };
    expectIssue(await put({ ...empty, gun_id: option(options, 'CRT').id }), 'gun_id', 'gun_id must be the id of a gun');
    expectIssue(await put({ ...empty, display_id: unknownId }), 'display_id', 'display_id must be the id of a display');
    expectIssue(await put({ ...empty, play_mode_id: '3' }), 'play_mode_id');
    expectIssue(await put({ gun_id: null, display_id: null }), 'play_mode_id');
    expectIssue(await put({ ...empty, extra: 1 }), 'extra');
  });

  it('is not taken for a member named "me"', async () => {
    expectError(await api.request('GET', '/api/users/me/setup'), 401);
    expectError(await api.request('GET', '/api/users/me/reports'), 404);
  });
});
