import type { SetupOptionKind } from '@site/contracts';
import type { DataSource } from 'typeorm';
import { SetupOptionEntity, setupOptionKinds } from '../lightgun/index.js';

type SeedOption = { name: string; description: string };

const flatScreenGun = 'Modern light gun for flat screens';

/** Only facts that are certain; the community and the admins fill in the rest. No reports are seeded. */
export const setupVocabulary: Record<SetupOptionKind, SeedOption[]> = {
  gun: [
    { name: 'NES Zapper', description: "The NES's original light gun" },
    { name: 'Sega Light Phaser', description: "The Master System's original light gun" },
    { name: 'Menacer', description: "Sega's light gun for the Mega Drive / Genesis" },
    { name: 'Super Scope', description: "Nintendo's light gun for the SNES" },
    { name: 'Konami Justifier', description: "Konami's light gun for the SNES, Mega Drive and PlayStation" },
    { name: 'Virtua Gun / Stunner', description: "The Saturn's light gun (Stunner in North America)" },
    { name: 'GunCon', description: "Namco's light gun for the PlayStation" },
    { name: 'GunCon 2', description: "Namco's light gun for the PlayStation 2" },
    { name: 'GunCon 3', description: "Namco's light gun for the PlayStation 3" },
    { name: 'Dreamcast Gun', description: "Sega's light gun for the Dreamcast" },
    { name: 'Wii Remote / Wii Zapper', description: "The Wii's pointer, held alone or in the Wii Zapper shell" },
    { name: 'Atari XG-1', description: "Atari's light gun for the 2600, 7800 and XEGS" },
    { name: 'Sinden Lightgun', description: 'Modern camera-based gun for flat screens' },
    { name: 'GUN4IR', description: 'Modern infrared gun for flat screens' },
    { name: 'AimTrak', description: 'Modern infrared gun for flat screens' },
    { name: 'Blamcon', description: flatScreenGun },
    { name: 'Retro Shooter', description: flatScreenGun },
    { name: 'Samco / Fusion', description: flatScreenGun },
    { name: 'Mouse', description: 'A mouse or trackball as the pointer' },
  ],
  display: [
    { name: 'CRT', description: 'A cathode-ray tube TV or monitor, which original light guns need' },
    { name: 'Flat TV', description: 'A flat-panel television' },
    { name: 'PC monitor', description: 'A flat-panel computer monitor' },
    { name: 'Projector', description: 'A video projector' },
  ],
  'play-mode': [
    { name: 'Original hardware', description: 'The game on its own console or arcade board' },
    { name: 'MAME', description: 'The MAME arcade emulator' },
    { name: 'RetroArch', description: 'RetroArch and its cores' },
    { name: 'Flycast', description: 'The Flycast emulator (Dreamcast, Naomi, Atomiswave)' },
    { name: 'Dolphin', description: 'The Dolphin emulator (GameCube, Wii)' },
    { name: 'PCSX2', description: 'The PCSX2 PlayStation 2 emulator' },
    {
      name: 'DemulShooter',
      description: 'DemulShooter, which adds light gun support to emulators and PC arcade games',
    },
    { name: 'MiSTer', description: 'The MiSTer FPGA platform' },
    { name: 'Native PC port', description: 'A PC version of the game, run natively' },
  ],
};

/** Fills an empty vocabulary; never touches one that has an option (admins may have edited or deleted some). */
export async function seedSetupOptions(dataSource: DataSource, log: (line: string) => void): Promise<void> {
  const repository = dataSource.getRepository(SetupOptionEntity);
  if ((await repository.count()) > 0) return;
  const rows = setupOptionKinds.flatMap((kind) => setupVocabulary[kind].map((option) => ({ kind, ...option })));
  await repository.insert(rows);
  log(`Seeded ${rows.length} setup options (guns, displays, ways of playing).`);
}
