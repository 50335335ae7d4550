import type { SetupOptionKind, SetupOptions } from '@site/contracts';

export interface SetupOptionKindInfo {
  kind: SetupOptionKind;
  /** Where GET /api/lightgun/setup-options lists them. */
  list: keyof SetupOptions;
  title: string;
  /** One of them in a sentence: 'Add gun', 'Gun deleted'. */
  noun: string;
}

export const setupOptionKinds: SetupOptionKindInfo[] = [
  { kind: 'gun', list: 'guns', title: 'Guns', noun: 'gun' },
  { kind: 'display', list: 'displays', title: 'Displays', noun: 'display' },
  { kind: 'play-mode', list: 'play_modes', title: 'Ways of playing', noun: 'way of playing' },
];
