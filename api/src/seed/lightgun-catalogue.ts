// The seeded light gun catalogue: real platforms and real games. Facts only: a field we are not
// certain of is left empty (year null, text '') rather than guessed. `year` is the first release
// on that platform in any region (Famicom and NES count as one platform). No box art or
// screenshot URLs: the API draws covers and placeholders itself.

export interface CataloguePlatform {
  name: string;
  manufacturer: string;
  icon: string;
  gun: string;
  /** #rrggbb, lower case: the generated artwork's colour. */
  color: string;
}

export interface CatalogueGame {
  title: string;
  platform: string;
  year: number | null;
  developer: string;
  publisher: string;
  genre: string[];
  description: string;
}

export const cataloguePlatforms: CataloguePlatform[] = [
  { name: 'Arcade', manufacturer: 'Various', icon: '🕹️', gun: 'Cabinet light guns', color: '#7c3aed' },
  { name: 'NES', manufacturer: 'Nintendo', icon: '🎮', gun: 'NES Zapper', color: '#b91c1c' },
  { name: 'Sega Master System', manufacturer: 'Sega', icon: '🎮', gun: 'Light Phaser', color: '#0e7490' },
  { name: 'Super Nintendo', manufacturer: 'Nintendo', icon: '🎮', gun: "Super Scope (and Konami's Justifier)", color: '#4f46e5' },
  { name: 'Sega Mega Drive', manufacturer: 'Sega', icon: '🎮', gun: "Menacer (and Konami's Justifier)", color: '#1d4ed8' },
  { name: 'Sega Saturn', manufacturer: 'Sega', icon: '🎮', gun: 'Virtua Gun (Stunner in North America)', color: '#475569' },
  { name: 'PlayStation', manufacturer: 'Sony', icon: '🎮', gun: 'Namco GunCon (G-Con 45 in Europe)', color: '#0369a1' },
  { name: 'PlayStation 2', manufacturer: 'Sony', icon: '🎮', gun: 'Namco GunCon 2', color: '#1e3a8a' },
  { name: 'PlayStation 3', manufacturer: 'Sony', icon: '🎮', gun: 'GunCon 3', color: '#334155' },
  { name: 'Dreamcast', manufacturer: 'Sega', icon: '🎮', gun: 'Dreamcast Gun', color: '#c2410c' },
  { name: 'Wii', manufacturer: 'Nintendo', icon: '🎮', gun: 'Wii Zapper', color: '#0891b2' },
];

const rail = ['Rail shooter'];
const gallery = ['Shooting gallery'];
const horror = ['Rail shooter', 'Horror'];

export const catalogueGames: CatalogueGame[] = [
  // Arcade
  { title: 'Crossbow', platform: 'Arcade', year: 1983, developer: 'Exidy', publisher: 'Exidy', genre: gallery, description: 'Protect a party of travellers by shooting the dangers around them.' },
  { title: 'Chiller', platform: 'Arcade', year: 1986, developer: 'Exidy', publisher: 'Exidy', genre: ['Shooting gallery', 'Horror'], description: '' },
  { title: 'Operation Wolf', platform: 'Arcade', year: 1987, developer: 'Taito', publisher: 'Taito', genre: gallery, description: 'A mounted submachine gun and a hostage rescue behind enemy lines.' },
  { title: 'Operation Thunderbolt', platform: 'Arcade', year: 1988, developer: 'Taito', publisher: 'Taito', genre: gallery, description: 'The sequel to Operation Wolf, for two players.' },
  { title: 'Beast Busters', platform: 'Arcade', year: 1989, developer: 'SNK', publisher: 'SNK', genre: ['Shooting gallery', 'Horror'], description: 'Three mounted guns against a city of zombies.' },
  { title: 'Mad Dog McCree', platform: 'Arcade', year: 1990, developer: 'American Laser Games', publisher: 'American Laser Games', genre: ['Shooting gallery', 'Full-motion video'], description: 'A Western filmed with live actors and played from laserdisc.' },
  { title: 'Space Gun', platform: 'Arcade', year: 1990, developer: 'Taito', publisher: 'Taito', genre: gallery, description: '' },
  { title: 'T2: The Arcade Game', platform: 'Arcade', year: 1991, developer: 'Midway', publisher: 'Midway', genre: gallery, description: 'Based on the film Terminator 2: Judgment Day.' },
  { title: 'Lethal Enforcers', platform: 'Arcade', year: 1992, developer: 'Konami', publisher: 'Konami', genre: gallery, description: 'Police shoot-outs in Chicago, with digitised graphics.' },
  { title: 'Point Blank', platform: 'Arcade', year: 1994, developer: 'Namco', publisher: 'Namco', genre: ['Shooting gallery', 'Party'], description: 'Known in Japan as Gun Bullet: short target-shooting stages.' },
  { title: 'Virtua Cop', platform: 'Arcade', year: 1994, developer: 'Sega AM2', publisher: 'Sega', genre: rail, description: "Polygon graphics on Sega's Model 2 board." },
  { title: 'Revolution X', platform: 'Arcade', year: 1994, developer: 'Midway', publisher: 'Midway', genre: gallery, description: 'Featuring the band Aerosmith.' },
  { title: 'Lethal Enforcers II: Gun Fighters', platform: 'Arcade', year: 1994, developer: 'Konami', publisher: 'Konami', genre: gallery, description: 'The sequel moves to the Wild West.' },
  { title: 'Virtua Cop 2', platform: 'Arcade', year: 1995, developer: 'Sega AM2', publisher: 'Sega', genre: rail, description: '' },
  { title: 'Time Crisis', platform: 'Arcade', year: 1995, developer: 'Namco', publisher: 'Namco', genre: rail, description: 'A foot pedal takes the player in and out of cover.' },
  { title: 'Area 51', platform: 'Arcade', year: 1995, developer: '', publisher: 'Atari Games', genre: rail, description: '' },
  { title: 'Crypt Killer', platform: 'Arcade', year: 1995, developer: 'Konami', publisher: 'Konami', genre: horror, description: '' },
  { title: 'The House of the Dead', platform: 'Arcade', year: 1996, developer: 'Sega AM1', publisher: 'Sega', genre: horror, description: '' },
  { title: 'Time Crisis II', platform: 'Arcade', year: 1997, developer: 'Namco', publisher: 'Namco', genre: rail, description: 'Two linked cabinets let two players fight side by side.' },
  { title: 'Maximum Force', platform: 'Arcade', year: 1997, developer: '', publisher: 'Atari Games', genre: rail, description: '' },
  { title: 'The House of the Dead 2', platform: 'Arcade', year: 1998, developer: 'Sega AM1', publisher: 'Sega', genre: horror, description: "On Sega's NAOMI board." },
  { title: 'Silent Scope', platform: 'Arcade', year: 1999, developer: 'Konami', publisher: 'Konami', genre: ['Rail shooter', 'Sniper'], description: 'A sniper rifle with a small screen in its scope.' },
  { title: 'Crisis Zone', platform: 'Arcade', year: 1999, developer: 'Namco', publisher: 'Namco', genre: rail, description: 'A Time Crisis spin-off played with a submachine gun.' },
  { title: 'Confidential Mission', platform: 'Arcade', year: 2000, developer: 'Hitmaker', publisher: 'Sega', genre: rail, description: '' },
  { title: 'The House of the Dead III', platform: 'Arcade', year: 2002, developer: 'Wow Entertainment', publisher: 'Sega', genre: horror, description: 'Played with a pump-action shotgun.' },
  { title: 'Time Crisis 3', platform: 'Arcade', year: 2002, developer: 'Namco', publisher: 'Namco', genre: rail, description: 'Adds a choice of weapons: handgun, machine gun, shotgun and grenade launcher.' },
  { title: 'Ghost Squad', platform: 'Arcade', year: 2004, developer: 'Sega AM2', publisher: 'Sega', genre: rail, description: '' },
  { title: 'The House of the Dead 4', platform: 'Arcade', year: 2005, developer: '', publisher: 'Sega', genre: horror, description: '' },
  { title: 'Time Crisis 4', platform: 'Arcade', year: 2006, developer: '', publisher: 'Namco Bandai Games', genre: rail, description: '' },

  // NES (and Famicom) with the Zapper
  { title: 'Duck Hunt', platform: 'NES', year: 1984, developer: 'Nintendo', publisher: 'Nintendo', genre: gallery, description: 'Shoot ducks or clay pigeons; the dog laughs when a duck gets away.' },
  { title: 'Wild Gunman', platform: 'NES', year: 1984, developer: 'Nintendo', publisher: 'Nintendo', genre: gallery, description: 'Quick-draw duels against outlaws.' },
  { title: "Hogan's Alley", platform: 'NES', year: 1984, developer: 'Nintendo', publisher: 'Nintendo', genre: gallery, description: 'Shoot the gangster cut-outs and spare the innocent ones.' },
  { title: 'Gumshoe', platform: 'NES', year: 1986, developer: 'Nintendo', publisher: 'Nintendo', genre: ['Action'], description: 'Shoot the detective to make him jump, and the dangers in his way.' },
  { title: 'The Adventures of Bayou Billy', platform: 'NES', year: 1988, developer: 'Konami', publisher: 'Konami', genre: ['Action'], description: "Released in Japan as Mad City; mixes beat 'em up, Zapper shooting and driving stages." },
  { title: 'To the Earth', platform: 'NES', year: 1989, developer: '', publisher: 'Nintendo', genre: ['Shooter'], description: '' },
  { title: "Barker Bill's Trick Shooting", platform: 'NES', year: 1990, developer: '', publisher: 'Nintendo', genre: gallery, description: '' },
  { title: 'Laser Invasion', platform: 'NES', year: 1991, developer: 'Konami', publisher: 'Konami', genre: ['Shooter'], description: '' },
  { title: 'Operation Wolf', platform: 'NES', year: null, developer: '', publisher: 'Taito', genre: gallery, description: '' },

  // Sega Master System with the Light Phaser
  { title: 'Safari Hunt', platform: 'Sega Master System', year: 1986, developer: 'Sega', publisher: 'Sega', genre: gallery, description: 'Built into some Master System consoles.' },
  { title: 'Marksman Shooting & Trap Shooting', platform: 'Sega Master System', year: 1986, developer: 'Sega', publisher: 'Sega', genre: gallery, description: '' },
  { title: 'Shooting Gallery', platform: 'Sega Master System', year: 1987, developer: 'Sega', publisher: 'Sega', genre: gallery, description: '' },
  { title: 'Gangster Town', platform: 'Sega Master System', year: 1987, developer: 'Sega', publisher: 'Sega', genre: gallery, description: '' },
  { title: 'Missile Defense 3-D', platform: 'Sega Master System', year: 1987, developer: 'Sega', publisher: 'Sega', genre: ['Shooter'], description: 'Needs both the Light Phaser and the SegaScope 3-D glasses.' },
  { title: 'Rescue Mission', platform: 'Sega Master System', year: 1988, developer: 'Sega', publisher: 'Sega', genre: rail, description: '' },
  { title: 'Rambo III', platform: 'Sega Master System', year: 1988, developer: 'Sega', publisher: 'Sega', genre: gallery, description: 'Based on the film.' },
  { title: 'Wanted', platform: 'Sega Master System', year: null, developer: 'Sega', publisher: 'Sega', genre: gallery, description: '' },
  { title: 'Assault City', platform: 'Sega Master System', year: null, developer: 'Sega', publisher: 'Sega', genre: gallery, description: '' },

  // Super Nintendo with the Super Scope (and the Justifier)
  { title: 'Super Scope 6', platform: 'Super Nintendo', year: 1992, developer: 'Nintendo', publisher: 'Nintendo', genre: gallery, description: 'Six games bundled with the Super Scope.' },
  { title: 'Battle Clash', platform: 'Super Nintendo', year: 1992, developer: 'Intelligent Systems', publisher: 'Nintendo', genre: ['Shooter'], description: 'One-on-one battles against giant robots.' },
  { title: "Metal Combat: Falcon's Revenge", platform: 'Super Nintendo', year: 1993, developer: 'Intelligent Systems', publisher: 'Nintendo', genre: ['Shooter'], description: 'The sequel to Battle Clash.' },
  { title: "Yoshi's Safari", platform: 'Super Nintendo', year: 1993, developer: 'Nintendo', publisher: 'Nintendo', genre: rail, description: 'Mario rides Yoshi through Jewelry Land.' },
  { title: 'Lethal Enforcers', platform: 'Super Nintendo', year: null, developer: 'Konami', publisher: 'Konami', genre: gallery, description: "Played with Konami's Justifier." },
  { title: 'T2: The Arcade Game', platform: 'Super Nintendo', year: null, developer: '', publisher: '', genre: gallery, description: '' },
  { title: 'Tin Star', platform: 'Super Nintendo', year: null, developer: '', publisher: '', genre: gallery, description: '' },

  // Sega Mega Drive (Genesis) with the Menacer (and the Justifier)
  { title: 'Menacer 6-Game Cartridge', platform: 'Sega Mega Drive', year: 1992, developer: 'Sega', publisher: 'Sega', genre: gallery, description: 'Bundled with the Menacer.' },
  { title: 'Lethal Enforcers', platform: 'Sega Mega Drive', year: null, developer: 'Konami', publisher: 'Konami', genre: gallery, description: "Played with Konami's Justifier." },
  { title: 'T2: The Arcade Game', platform: 'Sega Mega Drive', year: null, developer: '', publisher: '', genre: gallery, description: '' },

  // Sega Saturn with the Virtua Gun / Stunner
  { title: 'Virtua Cop', platform: 'Sega Saturn', year: 1995, developer: 'Sega AM2', publisher: 'Sega', genre: rail, description: '' },
  { title: 'Virtua Cop 2', platform: 'Sega Saturn', year: 1996, developer: 'Sega AM2', publisher: 'Sega', genre: rail, description: '' },
  { title: 'The House of the Dead', platform: 'Sega Saturn', year: 1998, developer: '', publisher: 'Sega', genre: horror, description: '' },
  { title: 'Die Hard Trilogy', platform: 'Sega Saturn', year: null, developer: '', publisher: 'Fox Interactive', genre: ['Third-person shooter', 'Rail shooter', 'Driving'], description: '' },
  { title: 'Area 51', platform: 'Sega Saturn', year: null, developer: '', publisher: '', genre: rail, description: '' },
  { title: 'Maximum Force', platform: 'Sega Saturn', year: null, developer: '', publisher: '', genre: rail, description: '' },
  { title: 'Crypt Killer', platform: 'Sega Saturn', year: null, developer: '', publisher: 'Konami', genre: horror, description: '' },
  { title: 'Death Crimson', platform: 'Sega Saturn', year: null, developer: 'Ecole Software', publisher: '', genre: rail, description: '' },
  { title: 'Mechanical Violator Hakaider: Last Judgement', platform: 'Sega Saturn', year: null, developer: '', publisher: '', genre: rail, description: '' },

  // PlayStation with the GunCon
  { title: 'Die Hard Trilogy', platform: 'PlayStation', year: 1996, developer: 'Probe Entertainment', publisher: 'Fox Interactive', genre: ['Third-person shooter', 'Rail shooter', 'Driving'], description: 'Three games in one; the Die Hard 2 part is a light gun rail shooter.' },
  { title: 'Time Crisis', platform: 'PlayStation', year: 1997, developer: 'Namco', publisher: 'Namco', genre: rail, description: 'Launched with the GunCon, with an extra mission made for the console.' },
  { title: 'Elemental Gearbolt', platform: 'PlayStation', year: 1997, developer: 'Alfa System', publisher: '', genre: rail, description: '' },
  { title: 'Point Blank', platform: 'PlayStation', year: 1998, developer: 'Namco', publisher: 'Namco', genre: ['Shooting gallery', 'Party'], description: '' },
  { title: 'Point Blank 2', platform: 'PlayStation', year: null, developer: 'Namco', publisher: 'Namco', genre: ['Shooting gallery', 'Party'], description: '' },
  { title: 'Point Blank 3', platform: 'PlayStation', year: null, developer: 'Namco', publisher: 'Namco', genre: ['Shooting gallery', 'Party'], description: '' },
  { title: 'Die Hard Trilogy 2: Viva Las Vegas', platform: 'PlayStation', year: 2000, developer: 'n-Space', publisher: 'Fox Interactive', genre: ['Third-person shooter', 'Rail shooter', 'Driving'], description: '' },
  { title: 'Time Crisis: Project Titan', platform: 'PlayStation', year: 2001, developer: 'Flying Tiger Development', publisher: 'Namco', genre: rail, description: 'Made for the PlayStation, with no arcade original.' },
  { title: 'Ghoul Panic', platform: 'PlayStation', year: null, developer: 'Namco', publisher: 'Namco', genre: ['Shooting gallery', 'Party'], description: '' },
  { title: 'Rescue Shot', platform: 'PlayStation', year: null, developer: 'Namco', publisher: 'Namco', genre: gallery, description: '' },
  { title: 'Crypt Killer', platform: 'PlayStation', year: null, developer: '', publisher: 'Konami', genre: horror, description: '' },
  { title: 'Lethal Enforcers I & II', platform: 'PlayStation', year: null, developer: 'Konami', publisher: 'Konami', genre: gallery, description: 'Both arcade games on one disc.' },
  { title: 'Area 51', platform: 'PlayStation', year: null, developer: '', publisher: '', genre: rail, description: '' },
  { title: 'Maximum Force', platform: 'PlayStation', year: null, developer: '', publisher: '', genre: rail, description: '' },
  { title: 'Gunfighter: The Legend of Jesse James', platform: 'PlayStation', year: null, developer: 'Rebellion', publisher: '', genre: rail, description: '' },

  // PlayStation 2 with the GunCon 2
  { title: 'Time Crisis II', platform: 'PlayStation 2', year: 2001, developer: 'Namco', publisher: 'Namco', genre: rail, description: '' },
  { title: 'Vampire Night', platform: 'PlayStation 2', year: 2001, developer: '', publisher: 'Namco', genre: horror, description: '' },
  { title: 'Ninja Assault', platform: 'PlayStation 2', year: 2002, developer: 'Namco', publisher: 'Namco', genre: rail, description: '' },
  { title: 'Dino Stalker', platform: 'PlayStation 2', year: 2002, developer: 'Capcom', publisher: 'Capcom', genre: ['First-person shooter'], description: '' },
  { title: 'Time Crisis 3', platform: 'PlayStation 2', year: 2003, developer: 'Namco', publisher: 'Namco', genre: rail, description: '' },
  { title: 'Resident Evil: Dead Aim', platform: 'PlayStation 2', year: 2003, developer: '', publisher: 'Capcom', genre: ['Survival horror', 'Shooter'], description: '' },
  { title: 'Time Crisis: Crisis Zone', platform: 'PlayStation 2', year: 2004, developer: 'Namco', publisher: 'Namco', genre: rail, description: '' },
  { title: 'Virtua Cop: Elite Edition', platform: 'PlayStation 2', year: null, developer: '', publisher: 'Sega', genre: rail, description: 'Virtua Cop and Virtua Cop 2 together.' },
  { title: 'Endgame', platform: 'PlayStation 2', year: null, developer: '', publisher: '', genre: rail, description: '' },

  // PlayStation 3 with the GunCon 3
  { title: 'Time Crisis 4', platform: 'PlayStation 3', year: 2007, developer: '', publisher: 'Namco Bandai Games', genre: rail, description: 'Sold with the GunCon 3.' },
  { title: 'Time Crisis: Razing Storm', platform: 'PlayStation 3', year: 2010, developer: '', publisher: 'Namco Bandai Games', genre: rail, description: '' },
  { title: 'The House of the Dead: Overkill – Extended Cut', platform: 'PlayStation 3', year: 2011, developer: 'Headstrong Games', publisher: 'Sega', genre: horror, description: '' },

  // Dreamcast with the Dreamcast Gun
  { title: 'The House of the Dead 2', platform: 'Dreamcast', year: 1999, developer: '', publisher: 'Sega', genre: horror, description: '' },
  { title: 'Confidential Mission', platform: 'Dreamcast', year: 2001, developer: 'Hitmaker', publisher: 'Sega', genre: rail, description: '' },
  { title: 'Death Crimson OX', platform: 'Dreamcast', year: null, developer: 'Ecole Software', publisher: '', genre: rail, description: '' },

  // Wii with the Wii Zapper
  { title: "Link's Crossbow Training", platform: 'Wii', year: 2007, developer: 'Nintendo EAD', publisher: 'Nintendo', genre: gallery, description: 'Bundled with the Wii Zapper.' },
  { title: 'Resident Evil: The Umbrella Chronicles', platform: 'Wii', year: 2007, developer: '', publisher: 'Capcom', genre: ['Rail shooter', 'Survival horror'], description: '' },
  { title: 'Ghost Squad', platform: 'Wii', year: 2007, developer: '', publisher: 'Sega', genre: rail, description: '' },
  { title: 'The House of the Dead 2 & 3 Return', platform: 'Wii', year: 2008, developer: '', publisher: 'Sega', genre: horror, description: '' },
  { title: 'The House of the Dead: Overkill', platform: 'Wii', year: 2009, developer: 'Headstrong Games', publisher: 'Sega', genre: horror, description: '' },
  { title: 'Resident Evil: The Darkside Chronicles', platform: 'Wii', year: 2009, developer: '', publisher: 'Capcom', genre: ['Rail shooter', 'Survival horror'], description: '' },
  { title: 'Dead Space: Extraction', platform: 'Wii', year: 2009, developer: '', publisher: 'Electronic Arts', genre: ['Rail shooter', 'Survival horror'], description: '' },
  { title: 'Sin and Punishment: Star Successor', platform: 'Wii', year: 2009, developer: 'Treasure', publisher: 'Nintendo', genre: rail, description: '' },
];
