import type { SetupOption, SetupOptionKind, SetupOptions } from '@site/contracts';

/** The flags that say which setups are possible (`setupMismatch` in @site/domain); each applies to one kind. */
export type SetupOptionFlag = keyof Pick<SetupOption, 'modern' | 'needs_crt' | 'crt' | 'original_hardware'>;

export interface SetupOptionFlagInfo {
  key: SetupOptionFlag;
  label: string;
  help: string;
}

export interface SetupOptionKindInfo {
  kind: SetupOptionKind;
  /** Where GET /api/lightgun/setup-options lists them. */
  list: keyof SetupOptions;
  title: string;
  /** One of them in a sentence: 'Add gun', 'Gun deleted'. */
  noun: string;
  /** The flags an option of this kind may carry (the API refuses the others). */
  flags: SetupOptionFlagInfo[];
}

export const setupOptionKinds: SetupOptionKindInfo[] = [
  {
    kind: 'gun',
    list: 'guns',
    title: 'Guns',
    noun: 'gun',
    flags: [
      {
        key: 'modern',
        label: 'Modern gun',
        help: 'Works with emulators, MiSTer and PC ports of any platform, never on original hardware. Leave it off for an original gun, which belongs to its platforms.',
      },
      { key: 'needs_crt', label: 'Needs a CRT', help: 'It reads the picture of a tube, so it works on a CRT only.' },
    ],
  },
  {
    kind: 'display',
    list: 'displays',
    title: 'Displays',
    noun: 'display',
    flags: [{ key: 'crt', label: 'Is a CRT', help: 'A cathode-ray tube, which guns that need a CRT work on.' }],
  },
  {
    kind: 'play-mode',
    list: 'play_modes',
    title: 'Ways of playing',
    noun: 'way of playing',
    flags: [
      {
        key: 'original_hardware',
        label: 'Original hardware',
        help: 'The game’s own console or arcade board, where modern guns do not work.',
      },
    ],
  },
];
