import type { SetupOption, SetupOptionKind } from '@site/contracts';

/** The parts of an option that decide which setups are possible. */
export type SetupRuleOption = Pick<
  SetupOption,
  'id' | 'kind' | 'name' | 'modern' | 'needs_crt' | 'crt' | 'original_hardware'
>;

/** A platform as the rules see it: its name and the ids of its original guns and ways of playing. */
export interface SetupRulePlatform {
  name: string;
  option_ids: readonly number[];
}

/** 'an' before a vowel, and before an initialism read from one ('an NES Zapper', 'an LCD TV'; 'a GUN4IR'). */
const article = (name: string) => (/^[aeiou]/i.test(name) || /^[AEFHILMNORSX][A-Z]/.test(name) ? 'an' : 'a');

export interface SetupMismatch {
  /** The part at fault: the body field a form marks. */
  field: 'gun_id' | 'display_id' | 'play_mode_id';
  message: string;
}

/**
 * Why a gun, display and way of playing cannot play a game of `platform`, or null when they can (docs/compatibility.md):
 * - the way of playing must be one of the platform's (its hardware, the emulators that run it);
 * - an original gun must be one of the platform's; a modern gun pairs with any way but original hardware;
 * - a gun that reads a CRT's picture needs a CRT.
 */
export function setupMismatch(
  platform: SetupRulePlatform,
  gun: SetupRuleOption,
  display: SetupRuleOption,
  playMode: SetupRuleOption,
): SetupMismatch | null {
  const belongs = (option: SetupRuleOption) => platform.option_ids.includes(option.id);
  if (!belongs(playMode))
    return { field: 'play_mode_id', message: `${playMode.name} is not a way of playing ${platform.name} games` };
  if (gun.modern && playMode.original_hardware)
    return {
      field: 'gun_id',
      message: `${gun.name} is a modern gun: it works with emulators, MiSTer and native PC ports, not with ${playMode.name}`,
    };
  if (!gun.modern && !belongs(gun))
    return { field: 'gun_id', message: `${gun.name} is not a gun of the ${platform.name}` };
  if (gun.needs_crt && !display.crt)
    return {
      field: 'display_id',
      message: `${gun.name} reads a CRT's picture: it does not work on ${article(display.name)} ${display.name}`,
    };
  return null;
}

/** The options of one kind that can make a possible setup with the others chosen (null: not chosen yet). */
export function possibleOptions<T extends SetupRuleOption>(
  platform: SetupRulePlatform,
  kind: SetupOptionKind,
  options: readonly T[],
  chosen: { gun: SetupRuleOption | null; display: SetupRuleOption | null; playMode: SetupRuleOption | null },
  all: {
    guns: readonly SetupRuleOption[];
    displays: readonly SetupRuleOption[];
    playModes: readonly SetupRuleOption[];
  },
): T[] {
  const pick = (option: T) => ({
    gun: kind === 'gun' ? option : chosen.gun,
    display: kind === 'display' ? option : chosen.display,
    playMode: kind === 'play-mode' ? option : chosen.playMode,
  });
  // An option passes when some completion of the setup with it is possible.
  return options.filter((option) => {
    const { gun, display, playMode } = pick(option);
    return (gun ? [gun] : all.guns).some((g) =>
      (display ? [display] : all.displays).some((d) =>
        (playMode ? [playMode] : all.playModes).some((p) => setupMismatch(platform, g, d, p) === null),
      ),
    );
  });
}

/** An option's address name from its name: lower-case ASCII letters and digits joined by single hyphens, at most 60. */
export function setupSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

export const setupSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const maxSetupSlugLength = 60;

/** The page of the best games for a setup: `/games/setup/sinden/flat-tv` (and `/mame` for a way of playing). */
export const setupPagePath = (gun: string, display: string, play?: string | null) =>
  `/games/setup/${gun}/${display}${play ? `/${play}` : ''}`;

/** 'Flat TV' reads 'flat TV' inside a sentence; 'CRT' and 'PC monitor' stay as they are. */
const inSentence = (name: string) => (/^[A-Z][a-z]/.test(name) ? name[0].toLowerCase() + name.slice(1) : name);

/**
 * "Best light gun games for a Sinden Lightgun on a flat TV" (", played with MAME" for a way of playing): the setup
 * page's heading and, with the site's name, its title.
 */
export function setupPageHeading(gun: string, display: string, playMode?: string | null): string {
  const shown = inSentence(display);
  const played = playMode ? `, played with ${playMode}` : '';
  return `Best light gun games for ${article(gun)} ${gun} on ${article(shown)} ${shown}${played}`;
}
