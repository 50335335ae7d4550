import type { SetupOptionKind } from '@site/contracts';

/** What the seed and the migration that introduced them know for certain of an option (issue 32). */
export interface SetupFact {
  kind: SetupOptionKind;
  name: string;
  slug: string;
  description: string;
  modern?: true;
  needs_crt?: true;
  crt?: true;
  original_hardware?: true;
  /** The seeded platforms (by name) the option belongs to: a console's own gun, the emulators that run it. */
  platforms?: readonly string[];
}

const flatScreenGun = 'Modern light gun for flat screens';
const every = [
  'Arcade',
  'NES',
  'Sega Master System',
  'Super Nintendo',
  'Sega Mega Drive',
  'Sega Saturn',
  'PlayStation',
  'PlayStation 2',
  'PlayStation 3',
  'Dreamcast',
  'Wii',
] as const;

/**
 * Only facts that are certain; the community and the admins fill in the rest. Original light guns read a CRT's
 * picture (GunCon 3 and the Wii Remote aim with infrared, so they do not); modern guns and a mouse work through
 * emulators, MiSTer and PC ports.
 */
export const setupFacts: readonly SetupFact[] = [
  {
    kind: 'gun',
    name: 'NES Zapper',
    slug: 'nes-zapper',
    description: "The NES's original light gun",
    needs_crt: true,
    platforms: ['NES'],
  },
  {
    kind: 'gun',
    name: 'Sega Light Phaser',
    slug: 'light-phaser',
    description: "The Master System's original light gun",
    needs_crt: true,
    platforms: ['Sega Master System'],
  },
  {
    kind: 'gun',
    name: 'Menacer',
    slug: 'menacer',
    description: "Sega's light gun for the Mega Drive / Genesis",
    needs_crt: true,
    platforms: ['Sega Mega Drive'],
  },
  {
    kind: 'gun',
    name: 'Super Scope',
    slug: 'super-scope',
    description: "Nintendo's light gun for the SNES",
    needs_crt: true,
    platforms: ['Super Nintendo'],
  },
  {
    kind: 'gun',
    name: 'Konami Justifier',
    slug: 'justifier',
    description: "Konami's light gun for the SNES, Mega Drive and PlayStation",
    needs_crt: true,
    platforms: ['Super Nintendo', 'Sega Mega Drive', 'PlayStation'],
  },
  {
    kind: 'gun',
    name: 'Virtua Gun / Stunner',
    slug: 'virtua-gun',
    description: "The Saturn's light gun (Stunner in North America)",
    needs_crt: true,
    platforms: ['Sega Saturn'],
  },
  {
    kind: 'gun',
    name: 'GunCon',
    slug: 'guncon',
    description: "Namco's light gun for the PlayStation",
    needs_crt: true,
    platforms: ['PlayStation'],
  },
  {
    kind: 'gun',
    name: 'GunCon 2',
    slug: 'guncon-2',
    description: "Namco's light gun for the PlayStation 2",
    needs_crt: true,
    platforms: ['PlayStation 2'],
  },
  {
    kind: 'gun',
    name: 'GunCon 3',
    slug: 'guncon-3',
    description: "Namco's light gun for the PlayStation 3",
    platforms: ['PlayStation 3'],
  },
  {
    kind: 'gun',
    name: 'Dreamcast Gun',
    slug: 'dreamcast-gun',
    description: "Sega's light gun for the Dreamcast",
    needs_crt: true,
    platforms: ['Dreamcast'],
  },
  {
    kind: 'gun',
    name: 'Wii Remote / Wii Zapper',
    slug: 'wii-remote',
    description: "The Wii's pointer, held alone or in the Wii Zapper shell",
    platforms: ['Wii'],
  },
  {
    kind: 'gun',
    name: 'Atari XG-1',
    slug: 'xg-1',
    description: "Atari's light gun for the 2600, 7800 and XEGS",
    needs_crt: true,
  },
  {
    kind: 'gun',
    name: 'Sinden Lightgun',
    slug: 'sinden',
    description: 'Modern camera-based gun for flat screens',
    modern: true,
  },
  { kind: 'gun', name: 'GUN4IR', slug: 'gun4ir', description: 'Modern infrared gun for flat screens', modern: true },
  { kind: 'gun', name: 'AimTrak', slug: 'aimtrak', description: 'Modern infrared gun for flat screens', modern: true },
  { kind: 'gun', name: 'Blamcon', slug: 'blamcon', description: flatScreenGun, modern: true },
  { kind: 'gun', name: 'Retro Shooter', slug: 'retro-shooter', description: flatScreenGun, modern: true },
  { kind: 'gun', name: 'Samco / Fusion', slug: 'samco', description: flatScreenGun, modern: true },
  { kind: 'gun', name: 'Mouse', slug: 'mouse', description: 'A mouse or trackball as the pointer', modern: true },
  {
    kind: 'display',
    name: 'CRT',
    slug: 'crt',
    description: 'A cathode-ray tube TV or monitor, which original light guns need',
    crt: true,
  },
  { kind: 'display', name: 'Flat TV', slug: 'flat-tv', description: 'A flat-panel television' },
  { kind: 'display', name: 'PC monitor', slug: 'pc-monitor', description: 'A flat-panel computer monitor' },
  { kind: 'display', name: 'Projector', slug: 'projector', description: 'A video projector' },
  {
    kind: 'play-mode',
    name: 'Original hardware',
    slug: 'original-hardware',
    description: 'The game on its own console or arcade board',
    original_hardware: true,
    platforms: every,
  },
  { kind: 'play-mode', name: 'MAME', slug: 'mame', description: 'The MAME arcade emulator', platforms: ['Arcade'] },
  {
    kind: 'play-mode',
    name: 'RetroArch',
    slug: 'retroarch',
    description: 'RetroArch and its cores',
    platforms: [
      'Arcade',
      'NES',
      'Sega Master System',
      'Super Nintendo',
      'Sega Mega Drive',
      'Sega Saturn',
      'PlayStation',
      'Dreamcast',
    ],
  },
  {
    kind: 'play-mode',
    name: 'Flycast',
    slug: 'flycast',
    description: 'The Flycast emulator (Dreamcast, Naomi, Atomiswave)',
    platforms: ['Arcade', 'Dreamcast'],
  },
  {
    kind: 'play-mode',
    name: 'Dolphin',
    slug: 'dolphin',
    description: 'The Dolphin emulator (GameCube, Wii)',
    platforms: ['Wii'],
  },
  {
    kind: 'play-mode',
    name: 'PCSX2',
    slug: 'pcsx2',
    description: 'The PCSX2 PlayStation 2 emulator',
    platforms: ['PlayStation 2'],
  },
  {
    kind: 'play-mode',
    name: 'DemulShooter',
    slug: 'demulshooter',
    description: 'DemulShooter, which adds light gun support to emulators and PC arcade games',
    platforms: ['Arcade'],
  },
  {
    kind: 'play-mode',
    name: 'MiSTer',
    slug: 'mister',
    description: 'The MiSTer FPGA platform',
    platforms: ['Arcade', 'NES', 'Sega Master System', 'Super Nintendo', 'Sega Mega Drive', 'PlayStation'],
  },
  {
    kind: 'play-mode',
    name: 'Native PC port',
    slug: 'native-pc',
    description: 'A PC version of the game, run natively',
    platforms: ['Arcade'],
  },
];
