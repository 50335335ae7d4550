import type { SetupChoice, SetupOptions } from '@site/contracts';

/** The three parts of a setup as both the filter and the report form show them. */
export const setupParts = [
  { key: 'gun_id', label: 'Gun', list: 'guns', choose: 'Choose a gun' },
  { key: 'display_id', label: 'Display', list: 'displays', choose: 'Choose a display' },
  { key: 'play_mode_id', label: 'Way of playing', list: 'play_modes', choose: 'Choose a way of playing' },
] as const satisfies ReadonlyArray<{ key: keyof SetupChoice; label: string; list: keyof SetupOptions; choose: string }>;
