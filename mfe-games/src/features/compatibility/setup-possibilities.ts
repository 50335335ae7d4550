import type { SetupOption, SetupOptions } from '@site/contracts';
import { possibleOptions, setupMismatch, type SetupRulePlatform } from '@site/domain';
import { setupParts } from '../../api/setup-options.js';
import type { SetupDraft } from './report-schema.js';

type Part = (typeof setupParts)[number];
type Chosen = { gun: SetupOption | null; display: SetupOption | null; playMode: SetupOption | null };

/** Where each part sits in `possibleOptions`' choices. */
const slotOf = { gun_id: 'gun', display_id: 'display', play_mode_id: 'playMode' } as const;

export interface PartChoice {
  part: Part;
  /** What the select offers: the options possible with the other choices (and the current one, even if it is not). */
  offered: SetupOption[];
  /** Why options the platform allows are not offered with the other choices; null when none are left out. */
  why: string | null;
}

const byId = (options: readonly SetupOption[], id: string) =>
  options.find((option) => String(option.id) === id) ?? null;

const chosenOf = (options: SetupOptions, draft: SetupDraft): Chosen => ({
  gun: byId(options.guns, draft.gun_id),
  display: byId(options.displays, draft.display_id),
  playMode: byId(options.play_modes, draft.play_mode_id),
});

/**
 * For each select of the report form, the options that can still make a possible setup for the game's platform given
 * the other two choices (`possibleOptions`), and the rules that leave the others out, in the domain's words.
 */
export function setupPossibilities(platform: SetupRulePlatform, options: SetupOptions, draft: SetupDraft) {
  const all = { guns: options.guns, displays: options.displays, playModes: options.play_modes };
  const chosen = chosenOf(options, draft);
  const none: Chosen = { gun: null, display: null, playMode: null };
  // What the platform allows at all; the reason an option is left out is sought among these.
  const allowed = Object.fromEntries(
    setupParts.map((part) => [part.list, possibleOptions(platform, part.kind, options[part.list], none, all)]),
  ) as Record<Part['list'], SetupOption[]>;
  const reasonFor = (setup: Chosen) => {
    for (const gun of setup.gun ? [setup.gun] : allowed.guns)
      for (const display of setup.display ? [setup.display] : allowed.displays)
        for (const playMode of setup.playMode ? [setup.playMode] : allowed.play_modes) {
          const mismatch = setupMismatch(platform, gun, display, playMode);
          if (mismatch) return mismatch.message;
        }
    return null;
  };

  return setupParts.map((part): PartChoice => {
    const slot = slotOf[part.key];
    const others = { ...chosen, [slot]: null };
    const possible = possibleOptions(platform, part.kind, options[part.list], others, all);
    const current = chosen[slot];
    const offered = current && !possible.includes(current) ? [...possible, current] : possible;
    const reasons = allowed[part.list]
      .filter((option) => !offered.includes(option))
      .map((option) => reasonFor({ ...others, [slot]: option }))
      .filter((reason) => reason !== null);
    const why = [...new Set(reasons)];
    return { part, offered, why: why.length > 0 ? `Not offered: ${why.join('. ')}.` : null };
  });
}

/** Why the chosen setup cannot play the platform's games (a report filed before the rules, or an old "my setup"). */
export function chosenMismatch(platform: SetupRulePlatform, options: SetupOptions, draft: SetupDraft) {
  const { gun, display, playMode } = chosenOf(options, draft);
  return gun && display && playMode ? setupMismatch(platform, gun, display, playMode) : null;
}
