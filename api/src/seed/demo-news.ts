import type { NewsCategory } from '@site/contracts';

interface DemoArticle {
  title: string;
  category: NewsCategory;
  /** Days before the seed date: 'Welcome!' is the oldest. */
  age: number;
  readTime: string;
  tags: string[];
  description: string;
  /** Markdown. */
  content: string;
  /** A post about the site itself, kept when demo content is off or removed; every other article is demo. */
  welcome?: true;
}

/** The news a fresh install shows: the welcome posts, and demo articles on real, well-documented lightgun topics. */
export const demoNews: DemoArticle[] = [
  {
    title: 'Welcome!',
    welcome: true,
    category: 'community',
    age: 63,
    readTime: '2 min',
    tags: ['Welcome', 'Community'],
    description: 'Lightgun Hub is open: a home for light gun games, hardware and the people who love them.',
    content: `# Welcome to Lightgun Hub!

Whether you grew up feeding coins into a **Time Crisis** cabinet, still keep a CRT around for your **GunCon**, or just picked up your first modern light gun, you are in the right place.

## What you will find here

- **Videos**: playthroughs, reviews and setup guides, from on-rail shooters and shooting galleries to arcade classics and modern games.
- **News**: game releases, hardware reviews, indie spotlights, industry news and posts from the community.

## Join in

Create an account to post your own news: a new setup, a cabinet restoration, an indie game you love. Every post is read by an admin before it goes live, so the front page stays on topic.

Grab your gun, and have fun!`,
  },
  {
    title: 'Why Classic Light Guns Need a CRT',
    category: 'hardware-reviews',
    age: 56,
    readTime: '4 min',
    tags: ['CRT', 'NES Zapper', 'GunCon', 'Display lag'],
    description:
      'The Zapper and the early GunCons read light straight off a tube television. Here is why flat screens leave them blind.',
    content: `# Why Classic Light Guns Need a CRT

A classic light gun does not shoot anything at the screen. It has a **light sensor** behind a lens, and the console works out what that sensor saw.

## Two classic tricks

- **Flash detection** (the NES Zapper): when you pull the trigger, the game blacks out the screen and draws a bright box where each target is. If the sensor sees light, you hit.
- **Beam timing** (guns such as Namco's GunCon): a CRT draws its picture line by line with an electron beam. The gun notes the moment the beam passes under its sensor, and that timing becomes a position on the screen.

## What flat screens change

LCD, OLED and plasma screens do not draw the picture with a scanning beam, and most of them buffer and process every frame before showing it. The precise timing these guns depend on is gone, so on a modern TV they simply stop registering.

## Your options

1. Keep a **CRT television** or arcade monitor for original hardware.
2. Use guns designed for modern screens: camera-based guns that track a border, infrared systems, or pointer controllers such as the Wii Remote.`,
  },
  {
    title: "Namco's GunCon: Three Generations",
    category: 'hardware-reviews',
    age: 49,
    readTime: '4 min',
    tags: ['GunCon', 'Namco', 'PlayStation', 'Time Crisis'],
    description: 'From the PlayStation original to the infrared GunCon 3: how Namco brought the arcade gun home.',
    content: `# Namco's GunCon: Three Generations

Namco's home light guns grew up alongside **Time Crisis**, and each generation solved a different problem.

## GunCon (PlayStation)

Sold as the **G-Con 45** in some regions, the first GunCon arrived with the PlayStation version of Time Crisis. It plugs into a controller port *and* into the video signal, which it uses to time the CRT's beam. Accurate and responsive, but CRT only.

## GunCon 2 (PlayStation 2)

The second model moved to **USB** and added a d-pad and extra buttons, yet it still reads the video signal: a CRT remains a must.

## GunCon 3 (PlayStation 3)

Released with Time Crisis 4, the GunCon 3 drops beam timing altogether. Two **infrared emitters** placed beside the screen give its sensor reference points, so it works on flat-screen TVs, and two analog sticks let you move as well as aim.

## Which one for you?

If you own a CRT, the first two are the authentic way to play their generations' games. On a modern screen, the GunCon 3 is the one that works out of the box.`,
  },
  {
    title: 'Border-Based Light Guns: Aiming on Modern Screens',
    category: 'hardware-reviews',
    age: 42,
    readTime: '5 min',
    tags: ['Sinden', 'Modern displays', 'Setup'],
    description:
      'Camera-based guns in the Sinden style find a border around the picture and work on almost any screen.',
    content: `# Border-Based Light Guns: Aiming on Modern Screens

Border-based guns, popularised by the **Sinden Lightgun**, bring true point-and-shoot aiming to LCD and OLED televisions, monitors and projectors.

## How they work

- A small **camera** in the barrel looks at the screen.
- The software draws a bright **border** around the game picture.
- The gun finds the border's edges in its camera image and calculates where the barrel points.

No sensor bar or emitters are needed: the border is the reference.

## The trade-offs

- The border takes a little screen space and is always visible.
- The camera needs to see the whole border: turn off your TV's **overscan** (often called "just scan" or "screen fit") so the edges are not cropped.
- Very bright lamps or reflections near the screen can confuse the camera.

## Other modern approaches

Infrared systems such as **GUN4IR** place IR LEDs around the screen instead of drawing a border. Both approaches let the gun act like a mouse or gamepad, so emulators and PC games can use them.`,
  },
  {
    title: 'Four Mid-90s Arcade Releases That Shaped the Genre',
    category: 'game-releases',
    age: 35,
    readTime: '5 min',
    tags: ['Virtua Cop', 'Point Blank', 'Time Crisis', 'The House of the Dead'],
    description:
      'Virtua Cop, Point Blank, Time Crisis and The House of the Dead defined what an arcade gun game could be.',
    content: `# Four Mid-90s Arcade Releases That Shaped the Genre

Between 1994 and 1996, four arcade releases set the rules light gun games still follow.

## Virtua Cop (Sega, 1994)

Sega AM2 brought **3D polygons** to the genre. Shrinking coloured rings around each enemy showed who was about to fire, so you always knew whom to shoot first.

## Point Blank (Namco, 1994)

Known as *Gun Bullet* in Japan, Point Blank swapped a story for a stream of quick **mini-games**: shoot the targets, spare the bombs, beat the clock.

## Time Crisis (Namco, 1995)

The **pedal**: release it to duck behind cover and reload, press it to pop out and shoot. Add a ticking clock and you get the tension the series is known for.

## The House of the Dead (Sega, 1996)

Zombies, **branching paths** and civilians to rescue: your choices changed the route through the mansion, giving players a reason to come back.`,
  },
  {
    title: 'Rail Shooters on the Wii: A Pointer Revival',
    category: 'game-releases',
    age: 28,
    readTime: '4 min',
    tags: ['Wii', 'Wii Zapper', 'The House of the Dead', 'Resident Evil'],
    description: 'The Wii Remote aimed on any TV, and a wave of on-rail shooters followed.',
    content: `# Rail Shooters on the Wii: A Pointer Revival

The Wii Remote is not a light gun: an **infrared camera** in its tip watches the lights of the sensor bar to work out where you are pointing. But it aims on any television, and that was enough to bring the rail shooter back to living rooms.

## Games worth revisiting

- **Resident Evil: The Umbrella Chronicles** and **The Darkside Chronicles**: Capcom's horror series retold on rails.
- **The House of the Dead 2 & 3 Return** and **The House of the Dead: Overkill**: Sega's zombie series, old and new.
- **Ghost Squad**: Sega's arcade counter-terror shooter at home.
- **Sin and Punishment: Star Successor**: Treasure's frantic shooter, aimed with the pointer.

## Accessories

Nintendo's **Wii Zapper**, a plastic shell that holds the Remote and Nunchuk, made the whole thing feel a lot more like an arcade gun.`,
  },
  {
    title: 'Homebrew and Indie: New Light Gun Games Keep Coming',
    category: 'indie-spotlight',
    age: 21,
    readTime: '3 min',
    tags: ['Indie', 'Homebrew', 'Game development'],
    description: 'Hobbyists still write games for classic guns, and indie studios build for modern ones.',
    content: `# Homebrew and Indie: New Light Gun Games Keep Coming

Light gun games did not stop when the arcades got quieter.

## Homebrew for classic hardware

Hobbyist developers still write new games for classic consoles that support their original light guns, played the authentic way: on a CRT.

## Indie games for modern guns

Modern PC light guns usually present themselves to the computer as a **mouse** or gamepad. A game that plays well with a mouse pointer is therefore most of the way to supporting them, and indie studios have taken notice.

## Tips for developers

- Offer a way to **reload** that does not need a keyboard: shooting off-screen is the classic convention.
- Keep important things away from the screen edges, where border-based guns draw their border.
- Support two players: the genre has always been best shared.

Working on a light gun game? Post about it here!`,
  },
  {
    title: 'Arcade Preservation: Keeping Light Gun Cabinets Alive',
    category: 'industry-news',
    age: 14,
    readTime: '5 min',
    tags: ['Preservation', 'Arcade', 'CRT', 'Emulation'],
    description:
      'Ageing tubes, worn guns and scarce parts: why preserving light gun cabinets takes more than emulation.',
    content: `# Arcade Preservation: Keeping Light Gun Cabinets Alive

Light gun cabinets are among the hardest arcade machines to keep running.

## What wears out

- **CRT monitors**: new arcade tubes are no longer made, and the boards driving them need regular maintenance such as replacing old capacitors.
- **Gun assemblies**: lenses, sensors, cables, triggers and recoil mechanisms all wear with years of play.
- **Controls**: pedals and mounted guns take a beating on busy floors.

## What emulation saves, and what it does not

Emulators such as **MAME** preserve the software, and many gun games can be played with a mouse or a modern light gun. The cabinet experience, with its big screen, pedals and recoil, lives only in the hardware.

## How you can help

- Play at arcades, museums and bars that keep original machines running.
- Document repairs and share manuals and wiring notes.
- Share restoration stories here, so the next restorer starts with more than we did.`,
  },
  {
    title: 'Share Your News on Lightgun Hub',
    welcome: true,
    category: 'community',
    age: 7,
    readTime: '2 min',
    tags: ['Community', 'How-to'],
    description: 'Any member can post news: here is how it works, from the form to the front page.',
    content: `# Share Your News on Lightgun Hub

Found a great deal on a GunCon? Finished restoring a cabinet? Tell everyone!

## How to post

1. **Log in** (or create an account).
2. Open the news section and create a post: a title, a short excerpt and the article itself, written in Markdown.
3. Pick a category, add tags, and optionally an image link.

## What happens next

Every member's post is reviewed by an admin before it is published, to keep the news on topic. Once approved, it appears on the News page and in the site's RSS feed.

Thanks for helping keep the light gun community informed!`,
  },
];
