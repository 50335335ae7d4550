import type { SetupOptionKind } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import {
  maxSetupSlugLength,
  possibleOptions,
  setupMismatch,
  setupPageHeading,
  setupPagePath,
  setupSlug,
  setupSlugPattern,
  type SetupRuleOption,
  type SetupRulePlatform,
} from '../setup-rules.js';

let nextId = 1;
const option = (kind: SetupOptionKind, name: string, flags: Partial<SetupRuleOption> = {}): SetupRuleOption => ({
  id: nextId++,
  kind,
  name,
  modern: false,
  needs_crt: false,
  crt: false,
  original_hardware: false,
  ...flags,
});

// A few of the seeded facts (api/src/lightgun/compatibility/setup-facts.ts).
const zapper = option('gun', 'NES Zapper', { needs_crt: true });
const gunCon2 = option('gun', 'GunCon 2', { needs_crt: true });
const gunCon3 = option('gun', 'GunCon 3');
const sinden = option('gun', 'Sinden Lightgun', { modern: true });
const aimTrak = option('gun', 'AimTrak', { modern: true });
const crt = option('display', 'CRT', { crt: true });
const flatTv = option('display', 'Flat TV');
const original = option('play-mode', 'Original hardware', { original_hardware: true });
const mame = option('play-mode', 'MAME');
const retroArch = option('play-mode', 'RetroArch');
const dolphin = option('play-mode', 'Dolphin');
const pcsx2 = option('play-mode', 'PCSX2');

const arcade: SetupRulePlatform = { name: 'Arcade', option_ids: [original.id, mame.id, retroArch.id] };
const nes: SetupRulePlatform = { name: 'NES', option_ids: [zapper.id, original.id, retroArch.id] };
const ps2: SetupRulePlatform = { name: 'PlayStation 2', option_ids: [gunCon2.id, original.id, pcsx2.id] };
const ps3: SetupRulePlatform = { name: 'PlayStation 3', option_ids: [gunCon3.id, original.id] };
const empty: SetupRulePlatform = { name: 'Atari 2600', option_ids: [] };

const all = {
  guns: [zapper, gunCon2, gunCon3, sinden, aimTrak],
  displays: [crt, flatTv],
  playModes: [original, mame, retroArch, dolphin, pcsx2],
};
const names = (options: readonly SetupRuleOption[]) => options.map(({ name }) => name);

describe('setupMismatch', () => {
  it('refuses an original gun on a platform it is not for: GunCon 2 on an arcade game', () => {
    expect(setupMismatch(arcade, gunCon2, crt, original)).toEqual({
      field: 'gun_id',
      message: 'GunCon 2 is not a gun of the Arcade',
    });
    expect(setupMismatch(arcade, gunCon2, crt, mame)).toMatchObject({ field: 'gun_id' });
  });

  it('refuses a modern gun on original hardware: Sinden on the console itself', () => {
    expect(setupMismatch(ps2, sinden, flatTv, original)).toEqual({
      field: 'gun_id',
      message:
        'Sinden Lightgun is a modern gun: it works with emulators, MiSTer and native PC ports, not with Original hardware',
    });
  });

  it('refuses a gun that reads a CRT on any other display: NES Zapper on a flat TV', () => {
    expect(setupMismatch(nes, zapper, flatTv, original)).toEqual({
      field: 'display_id',
      message: "NES Zapper reads a CRT's picture: it does not work on a Flat TV",
    });
  });

  it('names a display with its article', () => {
    const oled = option('display', 'OLED TV');
    expect(setupMismatch(nes, zapper, oled, original)?.message).toBe(
      "NES Zapper reads a CRT's picture: it does not work on an OLED TV",
    );
  });

  it('refuses a way of playing that is not the platform’s: Dolphin for a PlayStation 2 game', () => {
    expect(setupMismatch(ps2, gunCon2, crt, dolphin)).toEqual({
      field: 'play_mode_id',
      message: 'Dolphin is not a way of playing PlayStation 2 games',
    });
  });

  it('names the way of playing first when several parts are wrong', () => {
    expect(setupMismatch(ps2, sinden, flatTv, dolphin)?.field).toBe('play_mode_id');
    expect(setupMismatch(empty, zapper, flatTv, original)?.field).toBe('play_mode_id');
  });

  it('accepts the possible setups', () => {
    expect(setupMismatch(nes, zapper, crt, original)).toBeNull();
    expect(setupMismatch(nes, zapper, crt, retroArch)).toBeNull();
    expect(setupMismatch(ps2, gunCon2, crt, pcsx2)).toBeNull();
    expect(setupMismatch(arcade, sinden, flatTv, mame)).toBeNull();
    expect(setupMismatch(arcade, aimTrak, crt, retroArch)).toBeNull();
    // GunCon 3 aims with infrared: a flat TV is fine.
    expect(setupMismatch(ps3, gunCon3, flatTv, original)).toBeNull();
  });
});

describe('possibleOptions', () => {
  const none = { gun: null, display: null, playMode: null };

  it('offers a platform’s own guns and the modern ones when nothing is chosen', () => {
    expect(names(possibleOptions(nes, 'gun', all.guns, none, all))).toEqual([
      'NES Zapper',
      'Sinden Lightgun',
      'AimTrak',
    ]);
    expect(names(possibleOptions(arcade, 'gun', all.guns, none, all))).toEqual(['Sinden Lightgun', 'AimTrak']);
    expect(names(possibleOptions(nes, 'play-mode', all.playModes, none, all))).toEqual([
      'Original hardware',
      'RetroArch',
    ]);
    expect(names(possibleOptions(nes, 'display', all.displays, none, all))).toEqual(['CRT', 'Flat TV']);
  });

  it('leaves out modern guns where the only way of playing is the original hardware', () => {
    expect(names(possibleOptions(ps3, 'gun', all.guns, none, all))).toEqual(['GunCon 3']);
  });

  it('narrows by what is chosen', () => {
    expect(names(possibleOptions(nes, 'gun', all.guns, { ...none, playMode: original }, all))).toEqual(['NES Zapper']);
    expect(names(possibleOptions(nes, 'display', all.displays, { ...none, gun: zapper }, all))).toEqual(['CRT']);
    expect(names(possibleOptions(nes, 'play-mode', all.playModes, { ...none, gun: sinden }, all))).toEqual([
      'RetroArch',
    ]);
    expect(names(possibleOptions(nes, 'gun', all.guns, { ...none, display: flatTv }, all))).toEqual([
      'Sinden Lightgun',
      'AimTrak',
    ]);
  });

  it('offers the options of a kind given even when another choice is impossible', () => {
    // With Dolphin chosen on the NES nothing can complete the setup: every gun is out.
    expect(possibleOptions(nes, 'gun', all.guns, { ...none, playMode: dolphin }, all)).toEqual([]);
  });

  it('offers nothing for a platform with no ways of playing', () => {
    expect(possibleOptions(empty, 'gun', all.guns, none, all)).toEqual([]);
    expect(possibleOptions(empty, 'display', all.displays, none, all)).toEqual([]);
  });

  it('keeps the caller’s option objects', () => {
    const rich = all.guns.map((gun) => ({ ...gun, slug: gun.name.toLowerCase() }));
    expect(possibleOptions(ps3, 'gun', rich, none, all)).toEqual([{ ...gunCon3, slug: 'guncon 3' }]);
  });
});

describe('setupSlug', () => {
  it('makes address names from option names', () => {
    expect(setupSlug('Sinden Lightgun')).toBe('sinden-lightgun');
    expect(setupSlug('Flat TV')).toBe('flat-tv');
    expect(setupSlug('Virtua Gun / Stunner')).toBe('virtua-gun-stunner');
    expect(setupSlug('GUN4IR')).toBe('gun4ir');
    expect(setupSlug('  --Samco / Fusion!  ')).toBe('samco-fusion');
    expect(setupSlug('Pokémon Zapper')).toBe('pokemon-zapper');
  });

  it('keeps at most 60 characters and never ends on a hyphen', () => {
    const long = setupSlug(`${'a'.repeat(59)} b`);
    expect(long).toBe('a'.repeat(59));
    expect(setupSlug('x'.repeat(80))).toHaveLength(maxSetupSlugLength);
  });

  it('gives nothing for a name without Latin letters or digits (the caller must ask for a slug)', () => {
    expect(setupSlug('光線銃')).toBe('');
  });

  it('matches the slug pattern', () => {
    for (const name of ['Sinden Lightgun', 'Virtua Gun / Stunner', 'a'.repeat(59) + ' b', 'MiSTer'])
      expect(setupSlug(name)).toMatch(setupSlugPattern);
    expect('Flat-TV').not.toMatch(setupSlugPattern);
    expect('flat--tv').not.toMatch(setupSlugPattern);
    expect('-flat').not.toMatch(setupSlugPattern);
  });
});

describe('setup pages', () => {
  it('have shareable paths', () => {
    expect(setupPagePath('sinden', 'flat-tv')).toBe('/games/setup/sinden/flat-tv');
    expect(setupPagePath('sinden', 'flat-tv', 'mame')).toBe('/games/setup/sinden/flat-tv/mame');
    expect(setupPagePath('sinden', 'flat-tv', null)).toBe('/games/setup/sinden/flat-tv');
  });

  it('have a heading that reads as a sentence', () => {
    expect(setupPageHeading('Sinden Lightgun', 'Flat TV')).toBe(
      'Best light gun games for a Sinden Lightgun on a flat TV',
    );
    expect(setupPageHeading('AimTrak', 'CRT')).toBe('Best light gun games for an AimTrak on a CRT');
    expect(setupPageHeading('GUN4IR', 'PC monitor', 'MAME')).toBe(
      'Best light gun games for a GUN4IR on a PC monitor, played with MAME',
    );
    expect(setupPageHeading('Sinden Lightgun', 'Projector', null)).toBe(
      'Best light gun games for a Sinden Lightgun on a projector',
    );
  });

  it('say "an" before an initialism read from a vowel sound', () => {
    expect(setupPageHeading('NES Zapper', 'CRT')).toBe('Best light gun games for an NES Zapper on a CRT');
    expect(setupPageHeading('Sinden Lightgun', 'LCD TV')).toBe(
      'Best light gun games for a Sinden Lightgun on an LCD TV',
    );
    expect(setupPageHeading('Sinden Lightgun', 'OLED TV')).toBe(
      'Best light gun games for a Sinden Lightgun on an OLED TV',
    );
  });
});
