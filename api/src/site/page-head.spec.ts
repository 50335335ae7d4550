import type { SetupOption, SetupPage } from '@site/contracts';
import { compatibilityStanding, noStanding } from '@site/domain';
import { describe, expect, it } from 'vitest';
import type { ArticlePage, GamePage, MemberPage, ThreadPage, VideoPage } from './page-content.js';
import { isRasterImageUrl, pageHead } from './page-head.js';
import { resolvePage } from './page-routes.js';
import { isoDuration } from './structured-data.js';

const site = 'https://lightgun.example';
const at = new Date('2026-11-20T10:00:00Z');
const later = new Date('2026-11-21T12:30:00Z');

const video: VideoPage = {
  id: 5,
  title: 'Time Crisis 2 Arcade: Full Co-op Playthrough',
  description: 'Both players, both pedals:\nthe whole of Time Crisis 2 on a real cabinet.',
  thumbnail: '',
  youtubeId: 'abcdefghijk',
  duration: '38:12',
  views: 152300,
  publishedAt: at,
  createdAt: at,
  updatedAt: later,
};

const article: ArticlePage = {
  id: 3,
  title: 'GunCon 3 review',
  description: '',
  contentExcerpt: 'Verdict. The best gun for a modern TV.',
  image: 'https://images.example/guncon.svg',
  author: 'Alice',
  category: 'hardware-reviews',
  tags: ['GunCon'],
  publishedAt: later,
  createdAt: at,
  updatedAt: later,
};

const game: GamePage = {
  id: 8,
  title: 'Virtua Cop',
  platform: 'Sega Saturn',
  genre: ['Rail shooter'],
  releaseYear: 1995,
  releaseDate: '',
  developer: 'Sega AM2',
  publisher: 'Sega',
  description: '',
  boxArtUrl: '',
  compatibility: null,
  videos: [],
};

function staticRoute(url: string) {
  const route = resolvePage(url);
  if (route.kind !== 'static') throw new Error(`${url} is not a static page`);
  return route;
}

const thread: ThreadPage = {
  id: 9,
  title: 'Best CRT?',
  excerpt: 'Which CRT do you use?',
  replyCount: 4,
  voteCount: 2,
  createdAt: at,
  updatedAt: later,
  author: 'Bob',
  category: 'Hardware',
};

const member: MemberPage = {
  username: 'Zoë/CRT',
  displayName: 'Zoë the Zapper',
  role: 'moderator',
  postCount: 1,
  createdAt: at,
};

describe('pageHead', () => {
  it('describes a video with its YouTube thumbnail and a VideoObject', () => {
    const head = pageHead({ kind: 'video', video, game: null }, site);
    expect(head).toMatchObject({
      title: 'Time Crisis 2 Arcade: Full Co-op Playthrough · Lightgun Hub',
      description: 'Both players, both pedals: the whole of Time Crisis 2 on a real cabinet.',
      url: `${site}/video/5`,
      type: 'video.other',
      image: 'https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg',
      noindex: false,
    });
    expect(head.structuredData).toEqual([
      expect.objectContaining({
        '@type': 'VideoObject',
        name: video.title,
        uploadDate: at.toISOString(),
        duration: 'PT38M12S',
        embedUrl: expect.stringContaining('https://www.youtube.com/embed/abcdefghijk'),
        thumbnailUrl: ['https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg'],
        interactionStatistic: expect.objectContaining({ userInteractionCount: 152300 }),
      }),
    ]);
  });

  it('leaves unknown video facts out of the structured data', () => {
    const [data] = pageHead(
      { kind: 'video', video: { ...video, duration: '', views: 0, publishedAt: null }, game: null },
      site,
    ).structuredData;
    expect(data).not.toHaveProperty('duration');
    expect(data).not.toHaveProperty('interactionStatistic');
    expect(data.uploadDate).toBe(at.toISOString());
  });

  it('describes an article from its content when it has no excerpt, with the site image for a non-raster picture', () => {
    const head = pageHead({ kind: 'article', article }, site);
    expect(head).toMatchObject({
      title: 'GunCon 3 review · Lightgun Hub',
      description: 'Verdict. The best gun for a modern TV.',
      type: 'article',
      image: `${site}/og-image.png`,
    });
    expect(head.openGraph).toContainEqual(['article:published_time', later.toISOString()]);
    expect(head.structuredData[0]).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'GunCon 3 review',
      author: { name: 'Alice' },
      datePublished: later.toISOString(),
      dateModified: later.toISOString(),
    });
    expect(
      pageHead({ kind: 'article', article: { ...article, image: 'https://images.example/guncon.JPG' } }, site).image,
    ).toBe('https://images.example/guncon.JPG');
  });

  it('describes a game from its facts when it has no description', () => {
    const head = pageHead({ kind: 'game', game }, site);
    expect(head).toMatchObject({
      title: 'Virtua Cop (Sega Saturn) · Lightgun Hub',
      description: 'No reports yet. Virtua Cop: a light gun game for the Sega Saturn (1995) by Sega AM2.',
      type: 'website',
      image: `${site}/og-image.png`,
    });
    expect(head.structuredData[0]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'VideoGame',
      name: 'Virtua Cop',
      gamePlatform: 'Sega Saturn',
      genre: ['Rail shooter'],
      author: { '@type': 'Organization', name: 'Sega AM2' },
      publisher: { '@type': 'Organization', name: 'Sega' },
      datePublished: '1995',
      url: `${site}/games/8`,
    });
  });

  it("starts a game's description with its tier and counts, keeps a real cover, and lists its videos", () => {
    const now = new Date();
    const standing = compatibilityStanding(
      [
        { rating: 'playable', filed_at: now },
        { rating: 'playable', filed_at: now },
        { rating: 'broken', filed_at: now },
      ],
      4,
      now,
    );
    const cover = 'https://images.example/virtua-cop.png';
    const head = pageHead(
      {
        kind: 'game',
        game: {
          ...game,
          compatibility: standing,
          boxArtUrl: cover,
          description: 'Sega’s\n  first  shooter.',
          videos: [video],
        },
      },
      site,
    );
    expect(head.description).toBe('Playable · 4 reports · 2 members agree. Sega’s first shooter.');
    expect(head.image).toBe(cover);
    expect(head.structuredData[0]).toMatchObject({
      description: 'Sega’s first shooter.',
      image: cover,
      subjectOf: [
        {
          '@type': 'VideoObject',
          name: video.title,
          url: `${site}/video/5`,
          embedUrl: expect.stringContaining('abcdefghijk'),
          thumbnailUrl: ['https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg'],
        },
      ],
    });
    expect(head.structuredData[0].subjectOf).toEqual([expect.not.objectContaining({ '@context': expect.anything() })]);
    expect(pageHead({ kind: 'game', game: { ...game, compatibility: noStanding } }, site).description).toMatch(
      /^No reports yet\. /,
    );
  });

  it("names a video's game in its VideoObject's about", () => {
    const head = pageHead(
      { kind: 'video', video, game: { id: 8, title: 'Virtua Cop', platform: 'Sega Saturn' } },
      site,
    );
    expect(head.structuredData[0].about).toEqual({
      '@type': 'VideoGame',
      name: 'Virtua Cop',
      url: `${site}/games/8`,
      gamePlatform: 'Sega Saturn',
    });
  });

  it('titles a setup page with its heading, describes its best games and lists them', () => {
    const option = (kind: SetupOption['kind'], name: string, slug: string): SetupOption => ({
      id: 1,
      kind,
      name,
      slug,
      description: '',
      modern: false,
      needs_crt: false,
      crt: false,
      original_hardware: false,
      report_count: 1,
    });
    const standing = (rating: 'perfect' | 'issues') =>
      compatibilityStanding([{ rating, filed_at: new Date() }], 1, new Date());
    const entry = (id: number, title: string, rating: 'perfect' | 'issues') => ({
      game: { id, title } as SetupPage['games'][number]['game'],
      standing: standing(rating),
    });
    const setup: SetupPage = {
      gun: option('gun', 'Sinden Lightgun', 'sinden'),
      display: option('display', 'Flat TV', 'flat-tv'),
      play_mode: null,
      games: [
        entry(1, 'Point Blank', 'perfect'),
        entry(2, 'Time Crisis', 'perfect'),
        entry(3, 'Ghost Squad', 'issues'),
        entry(4, 'Area 51', 'issues'),
      ],
    };
    const head = pageHead({ kind: 'setup', setup }, site);
    expect(head).toMatchObject({
      title: 'Best light gun games for a Sinden Lightgun on a flat TV · Lightgun Hub',
      description:
        'Best light gun games for a Sinden Lightgun on a flat TV: Point Blank (Perfect), Time Crisis (Perfect), Ghost Squad (Issues) and 1 more.',
      url: `${site}/games/setup/sinden/flat-tv`,
      noindex: false,
    });
    expect(head.structuredData[0]).toMatchObject({
      '@type': 'ItemList',
      numberOfItems: 4,
      itemListElement: expect.arrayContaining([
        { '@type': 'ListItem', position: 1, name: 'Point Blank', url: `${site}/games/1` },
      ]),
    });
    const played = pageHead(
      {
        kind: 'setup',
        setup: { ...setup, play_mode: option('play-mode', 'MAME', 'mame'), games: setup.games.slice(0, 2) },
      },
      site,
    );
    expect(played).toMatchObject({
      title: 'Best light gun games for a Sinden Lightgun on a flat TV, played with MAME · Lightgun Hub',
      description:
        'Best light gun games for a Sinden Lightgun on a flat TV, played with MAME: Point Blank (Perfect) and Time Crisis (Perfect).',
      url: `${site}/games/setup/sinden/flat-tv/mame`,
    });
    // Only as many games as the description holds whole.
    const long = (id: number) => entry(id, `The House of the Dead ${id}: Scarlet Dawn Special Edition`, 'perfect');
    expect(pageHead({ kind: 'setup', setup: { ...setup, games: [long(1), long(2), long(3)] } }, site).description).toBe(
      'Best light gun games for a Sinden Lightgun on a flat TV: The House of the Dead 1: Scarlet Dawn Special Edition (Perfect) and 2 more.',
    );
    expect(
      pageHead({ kind: 'setup', setup: { ...setup, games: [long(1), long(2), long(3)] } }, site).description.length,
    ).toBeLessThanOrEqual(160);
    expect(pageHead({ kind: 'setup', setup: { ...setup, games: [] } }, site)).toMatchObject({
      description:
        'Best light gun games for a Sinden Lightgun on a flat TV: no member has reported a game with this setup yet.',
      noindex: true,
      structuredData: [],
    });
  });

  it('encodes a platform name in its canonical address', () => {
    const head = pageHead(
      { kind: 'platform', platform: { name: 'Sega Saturn', manufacturer: 'Sega', gun: 'Stunner', gameCount: 1 } },
      site,
    );
    expect(head).toMatchObject({
      title: 'Sega Saturn games · Lightgun Hub',
      description: '1 light gun game for the Sega Saturn (Sega), played with the Stunner.',
      url: `${site}/games/platform/Sega%20Saturn`,
    });
  });

  it('describes a thread with a DiscussionForumPosting and a category by its description', () => {
    const head = pageHead({ kind: 'thread', thread }, site);
    expect(head).toMatchObject({
      title: 'Best CRT? · Forum · Lightgun Hub',
      description: 'Which CRT do you use?',
      url: `${site}/forum/thread/9`,
      type: 'website',
    });
    expect(head.structuredData[0]).toMatchObject({
      '@type': 'DiscussionForumPosting',
      headline: 'Best CRT?',
      text: 'Which CRT do you use?',
      author: { name: 'Bob' },
      commentCount: 4,
      url: `${site}/forum/thread/9`,
    });
    const category = pageHead(
      { kind: 'category', category: { id: 2, name: 'Hardware', description: 'Guns and screens', threadCount: 3 } },
      site,
    );
    expect(category).toMatchObject({
      title: 'Hardware · Forum · Lightgun Hub',
      description: 'Guns and screens',
      url: `${site}/forum/category/2`,
    });
  });

  it('describes a member as a profile with a ProfilePage, the username encoded in the address', () => {
    const head = pageHead({ kind: 'member', member }, site);
    expect(head).toMatchObject({
      title: 'Zoë the Zapper (@Zoë/CRT) · Lightgun Hub',
      description:
        'Zoë the Zapper (@Zoë/CRT) is a moderator of the Lightgun Hub community since November 2026: 1 forum post.',
      url: `${site}/u/Zo%C3%AB%2FCRT`,
      type: 'profile',
      image: `${site}/og-image.png`,
      noindex: false,
      openGraph: [['profile:username', 'Zoë/CRT']],
    });
    expect(head.structuredData).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'ProfilePage',
        url: `${site}/u/Zo%C3%AB%2FCRT`,
        dateCreated: at.toISOString(),
        mainEntity: {
          '@type': 'Person',
          name: 'Zoë the Zapper',
          alternateName: 'Zoë/CRT',
          description: head.description,
          interactionStatistic: [
            {
              '@type': 'InteractionCounter',
              interactionType: 'https://schema.org/WriteAction',
              userInteractionCount: 1,
            },
          ],
        },
      },
    ]);
    expect(pageHead({ kind: 'member', member: { ...member, role: 'regular', postCount: 12 } }, site).description).toBe(
      'Zoë the Zapper (@Zoë/CRT) is a member of the Lightgun Hub community since November 2026: 12 forum posts.',
    );
  });

  it('titles the sections, the home page with the site name alone and a WebSite', () => {
    const home = pageHead(staticRoute('/'), site);
    expect(home).toMatchObject({ title: 'Lightgun Hub', url: `${site}/`, noindex: false });
    expect(home.structuredData[0]).toMatchObject({ '@type': 'WebSite', name: 'Lightgun Hub', url: `${site}/` });
    expect(pageHead(staticRoute('/video'), site)).toMatchObject({
      title: 'Videos · Lightgun Hub',
      url: `${site}/videos`,
    });
    expect(pageHead(staticRoute('/test-login'), site)).toMatchObject({
      title: 'Log in (test page) · Lightgun Hub',
      noindex: true,
    });
  });

  it('gives a missing page a noindex head without an address', () => {
    const head = pageHead({ kind: 'not-found' }, site);
    expect(head).toMatchObject({ title: 'Not found · Lightgun Hub', noindex: true });
    expect(head.url).toBeUndefined();
  });
});

describe('isRasterImageUrl and isoDuration', () => {
  it('accepts only http(s) addresses of raster images', () => {
    expect(isRasterImageUrl('https://i.ytimg.com/vi/x/hqdefault.jpg')).toBe(true);
    expect(isRasterImageUrl('https://a.example/cover.svg')).toBe(false);
    expect(isRasterImageUrl('/og-image.png')).toBe(false);
    expect(isRasterImageUrl('javascript:alert(1)//.png')).toBe(false);
  });

  it('turns the library durations into ISO 8601', () => {
    expect(isoDuration('38:12')).toBe('PT38M12S');
    expect(isoDuration('1:02:03')).toBe('PT1H2M3S');
    expect(isoDuration('0:45')).toBe('PT45S');
    expect(isoDuration('PT4M')).toBe('PT4M');
    expect(isoDuration('')).toBeUndefined();
    expect(isoDuration('0:00')).toBeUndefined();
    expect(isoDuration('soon')).toBeUndefined();
  });
});
