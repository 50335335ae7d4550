import type { VideoCategory } from '@site/contracts';

interface DemoVideo {
  title: string;
  category: VideoCategory;
  duration: string;
  views: number;
  /** Days before the seed date. */
  age: number;
  tags: string[];
  description: string;
}

/**
 * The demo library a fresh install shows until the first YouTube sync: real lightgun games as
 * subjects. The video ids are placeholders made from the titles (a sync brings the real ones).
 */
export const demoVideos: DemoVideo[] = [
  { title: 'Time Crisis 2 Arcade: Full Co-op Playthrough', category: 'on-rail', duration: '38:12', views: 152300, age: 3, tags: ['Time Crisis', 'Namco', 'Arcade'], description: 'Both players, both pedals: the whole of Time Crisis 2 on a real cabinet.' },
  { title: 'House of the Dead 2 on Dreamcast with a Real Light Gun', category: 'on-rail', duration: '24:47', views: 98700, age: 7, tags: ['House of the Dead', 'Sega', 'Dreamcast'], description: 'Sega\'s zombie classic on a CRT with the Dreamcast gun.' },
  { title: 'Virtua Cop Arcade Longplay', category: 'on-rail', duration: '21:05', views: 45100, age: 12, tags: ['Virtua Cop', 'Sega', 'Model 2'], description: 'Sega AM2\'s 1994 polygon shooter from start to finish.' },
  { title: 'Point Blank: Every Mini-Game Ranked', category: 'gallery', duration: '17:33', views: 76400, age: 15, tags: ['Point Blank', 'Namco', 'GunCon'], description: 'Namco\'s party shooter, all the stages, ranked from worst to best.' },
  { title: 'Duck Hunt on a CRT in 2026: Does the Zapper Still Work?', category: 'gallery', duration: '12:09', views: 210500, age: 18, tags: ['Duck Hunt', 'Nintendo', 'NES Zapper'], description: 'Why the NES Zapper needs a CRT, and a score attack on Duck Hunt.' },
  { title: 'Operation Wolf: The Arcade Original', category: 'arcade', duration: '19:40', views: 38800, age: 21, tags: ['Operation Wolf', 'Taito'], description: 'Taito\'s 1987 mounted-gun classic on original hardware.' },
  { title: 'Lethal Enforcers with the Konami Justifier', category: 'on-rail', duration: '26:18', views: 54200, age: 25, tags: ['Lethal Enforcers', 'Konami', 'Justifier'], description: 'Digitised cops and robbers with the blue Justifier.' },
  { title: 'Silent Scope: Sniping in the Arcade', category: 'arcade', duration: '15:52', views: 29900, age: 29, tags: ['Silent Scope', 'Konami'], description: 'The scope-mounted arcade sniper game, and how its scope works.' },
  { title: 'Time Crisis 3: Weapon Switching Explained', category: 'on-rail', duration: '14:26', views: 41800, age: 33, tags: ['Time Crisis', 'Namco', 'PlayStation 2'], description: 'Machine gun, shotgun, grenades: the weapon system of Time Crisis 3.' },
  { title: 'Sin and Punishment: Star Successor on Wii', category: 'modern', duration: '28:44', views: 33300, age: 37, tags: ['Sin and Punishment', 'Treasure', 'Wii'], description: 'Treasure\'s on-rail shooter with the Wii Remote pointer.' },
  { title: 'The House of the Dead: Overkill Chapter One', category: 'modern', duration: '22:10', views: 61200, age: 41, tags: ['House of the Dead', 'Wii'], description: 'Grindhouse zombies on the Wii with the Zapper shell.' },
  { title: 'Hogan\'s Alley: Don\'t Shoot the Professor', category: 'gallery', duration: '09:58', views: 27400, age: 45, tags: ['Hogan\'s Alley', 'Nintendo', 'NES Zapper'], description: 'Nintendo\'s target-range game for the Zapper.' },
  { title: 'Area 51: The Atari Light Gun Game', category: 'arcade', duration: '18:31', views: 35600, age: 49, tags: ['Area 51', 'Atari'], description: 'Atari Games\' 1995 alien shooter on a real cabinet.' },
  { title: 'Ghost Squad Evolution: All Missions', category: 'modern', duration: '31:02', views: 22100, age: 53, tags: ['Ghost Squad', 'Sega', 'Wii'], description: 'Sega\'s counter-terror shooter, every mission and every branch.' },
  { title: 'Crypt Killer Arcade Playthrough', category: 'on-rail', duration: '23:37', views: 18300, age: 57, tags: ['Crypt Killer', 'Konami'], description: 'Konami\'s shotgun-wielding tomb crawler.' },
  { title: 'Police Trainer: Reflexes Under Pressure', category: 'gallery', duration: '13:14', views: 15800, age: 61, tags: ['Police 911', 'Konami'], description: 'A look at Konami\'s motion-sensing police shooter.' },
  { title: 'Time Crisis: The Original on PlayStation with GunCon', category: 'on-rail', duration: '27:49', views: 87600, age: 65, tags: ['Time Crisis', 'Namco', 'GunCon'], description: 'Where the pedal began: the first Time Crisis at home.' },
  { title: 'Virtua Cop 2 on Saturn with the Stunner', category: 'on-rail', duration: '20:22', views: 31700, age: 69, tags: ['Virtua Cop', 'Sega', 'Saturn'], description: 'Sega\'s sequel on the Saturn with the Virtua Gun.' },
  { title: 'Mad Dog McCree: Full Motion Video Shootout', category: 'arcade', duration: '16:45', views: 40200, age: 73, tags: ['Mad Dog McCree', 'American Laser Games'], description: 'American Laser Games\' laserdisc western.' },
  { title: 'Wild Gunman on the NES', category: 'gallery', duration: '08:37', views: 21900, age: 77, tags: ['Wild Gunman', 'Nintendo', 'NES Zapper'], description: 'Quick-draw duels with the Zapper.' },
  { title: 'Beast Busters: Three-Player Arcade Mayhem', category: 'arcade', duration: '25:11', views: 12600, age: 81, tags: ['Beast Busters', 'SNK'], description: 'SNK\'s mounted-gun zombie shooter with three guns.' },
  { title: 'Rambo Arcade: Sega\'s Licensed Shooter', category: 'modern', duration: '19:28', views: 14400, age: 85, tags: ['Rambo', 'Sega'], description: 'Sega\'s 2008 on-rail shooter based on the films.' },
  { title: 'Time Crisis 4 with GunCon 3', category: 'modern', duration: '29:36', views: 26800, age: 89, tags: ['Time Crisis', 'Namco', 'GunCon 3'], description: 'The PlayStation 3 port and its two-stick gun.' },
  { title: 'Terminator 2: Judgment Day Arcade', category: 'arcade', duration: '22:03', views: 47900, age: 93, tags: ['Terminator 2', 'Midway'], description: 'Midway\'s mounted-gun adaptation of the film.' },
  { title: 'Gunblade NY: Helicopter Gunship Action', category: 'arcade', duration: '17:19', views: 11200, age: 97, tags: ['Gunblade NY', 'Sega', 'Model 2'], description: 'Sega\'s twin-gun helicopter shooter.' },
  { title: 'Elemental Gearbolt on PlayStation', category: 'on-rail', duration: '24:55', views: 9800, age: 101, tags: ['Elemental Gearbolt', 'PlayStation', 'GunCon'], description: 'A fantasy light gun game for the GunCon.' },
  { title: 'Resident Evil: Umbrella Chronicles Boss Fights', category: 'modern', duration: '33:40', views: 23400, age: 105, tags: ['Resident Evil', 'Capcom', 'Wii'], description: 'Every boss of Capcom\'s Wii rail shooter.' },
  { title: 'Die Hard Arcade? No: Die Hard Trilogy Light Gun Mode', category: 'on-rail', duration: '18:07', views: 19500, age: 109, tags: ['Die Hard Trilogy', 'PlayStation'], description: 'The light gun part of Die Hard Trilogy.' },
  { title: 'Light Gun Setup Guide: CRT, Sinden and GUN4IR', category: 'modern', duration: '35:50', views: 68300, age: 113, tags: ['Setup', 'Sinden', 'GUN4IR'], description: 'How to play light gun games today, on old and new screens.' },
  { title: 'Laser Invasion: Konami\'s NES Light Gun Oddity', category: 'gallery', duration: '11:42', views: 8700, age: 117, tags: ['Laser Invasion', 'Konami', 'NES Zapper'], description: 'A strange mix of flying and shooting for the Zapper.' },
  { title: 'Ninja Assault: Namco\'s Forgotten Shooter', category: 'on-rail', duration: '20:58', views: 10400, age: 121, tags: ['Ninja Assault', 'Namco', 'GunCon 2'], description: 'Namco\'s ninja-themed GunCon 2 game.' },
  { title: 'Top 10 Light Gun Games of the Arcade Era', category: 'arcade', duration: '26:30', views: 121500, age: 125, tags: ['Top 10', 'Arcade'], description: 'The ten arcade light gun games everyone should play.' },
];
