/**
 * The forum a fresh install opens with: the channel's categories, the welcome thread and a few demo threads by the
 * admin.
 */
export interface DemoThread {
  title: string;
  /** Kept when demo content is off or removed; every other thread is demo. */
  welcome?: true;
  content: string;
  pinned?: boolean;
  /** Days before the seed. */
  age: number;
  replies: string[];
}

export interface DemoCategory {
  name: string;
  description: string;
  icon: string;
  threads: DemoThread[];
}

export const demoForum: DemoCategory[] = [
  {
    name: 'General',
    description: 'Introductions, channel news and anything about lightgun gaming.',
    icon: '💬',
    threads: [
      {
        title: 'Welcome to the Lightgun Hub forum!',
        content:
          'Welcome, sharpshooters! This is the place to talk **lightgun games**, hardware, setups and the videos on the channel.\n\n' +
          'A few house rules:\n\n- Be kind and helpful\n- Stay on topic in each category\n- No piracy links\n\nSay hello below and tell us which game got you hooked.',
        pinned: true,
        welcome: true,
        age: 14,
        replies: [
          "First reply! Mine was *Duck Hunt* on a CRT in my uncle's living room.",
          'Reply with your favourite arcade cabinet too: I will feature a few in a video.',
        ],
      },
      {
        title: 'What videos would you like to see next?',
        content:
          'I plan the next season of videos. Tier lists, hardware deep dives, arcade trips? Tell me what you would watch.',
        age: 5,
        replies: ['A comparison of every modern lightgun on a flat screen would be great.'],
      },
    ],
  },
  {
    name: 'Lightgun Hardware',
    description: 'Zappers, GunCons, Sinden, GUN4IR, AimTrak: choosing, fixing and calibrating guns.',
    icon: '🔫',
    threads: [
      {
        title: 'Sinden or GUN4IR for a first modern setup?',
        content:
          'Both work on flat screens. Sinden needs a border on screen; GUN4IR needs IR emitters around the TV. Which did you pick and why?',
        age: 9,
        replies: [
          'GUN4IR here: no border, and the recoil solenoid is a blast.',
          'Sinden was the easiest to set up for me: plug in and calibrate.',
        ],
      },
    ],
  },
  {
    name: 'Game Discussion',
    description: 'Time Crisis, House of the Dead, Point Blank and every other rail shooter.',
    icon: '🎯',
    threads: [
      {
        title: 'Best two-player lightgun game of all time?',
        content: 'My vote goes to **Point Blank**: short rounds, silly minigames, perfect with a friend. Yours?',
        age: 3,
        replies: ['House of the Dead 2, no contest.'],
      },
    ],
  },
  {
    name: 'Setups and Mods',
    description: 'Show your CRTs, cabinets, recoil mods and calibration tricks.',
    icon: '🛠️',
    threads: [
      {
        title: 'Post your lightgun setup',
        content: 'Show us your corner! A photo link and the list of hardware helps others build theirs.',
        age: 7,
        replies: [],
      },
    ],
  },
  {
    name: 'Off-Topic',
    description: 'Everything else: other games, music, life.',
    icon: '🎲',
    threads: [],
  },
];
