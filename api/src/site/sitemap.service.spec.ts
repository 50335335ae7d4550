import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../config/app-config.js';
import type { SitemapPage, SitemapPages, SitemapPlacement } from '../database/sitemap-pages.js';
import type { ForumCategoriesService, ForumThreadsService } from '../forum/index.js';
import type { GamesService, PlatformsService, SetupPagesService } from '../lightgun/index.js';
import type { NewsService } from '../news/index.js';
import type { VideosService } from '../videos/index.js';
import { staticPages } from './page-routes.js';
import { SitemapService } from './sitemap.service.js';

// The sitemap's placement with each module's service played in memory, as database/sitemap-pages.ts
// answers: what each source is asked, and that files span sources. Byte for byte against the
// database: api/test/site-pages.e2e-spec.ts.

const site = 'https://lightgun.example';
const sections = staticPages.filter((page) => !page.private).length;
const day = (n: number) => new Date(Date.UTC(2026, 0, n));

/** A module's service with `count` public pages (ids 1..count, page n changed on day n), recording what it is asked. */
function source(count: number, extra: (id: number) => object = () => ({})) {
  const pages = Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    lastmod: day(index + 1),
    ...extra(index + 1),
  }));
  const asked: SitemapPlacement[] = [];
  const sitemapPages = async ({ before, perFile, file }: SitemapPlacement): Promise<SitemapPages<SitemapPage>> => {
    asked.push({ before, perFile, file });
    const fileOf = (index: number) => Math.floor((before + index) / perFile);
    const newest = pages.at(-1)?.lastmod ?? null;
    if (file !== null)
      return { count, newest, pages: pages.filter((_, index) => fileOf(index) === file), fileDates: [] };
    const fileDates: SitemapPages['fileDates'] = [];
    for (const [index, page] of pages.entries()) {
      if (fileDates.at(-1)?.file === fileOf(index)) fileDates[fileDates.length - 1].newest = page.lastmod;
      else fileDates.push({ file: fileOf(index), newest: page.lastmod });
    }
    return { count, newest, pages: [], fileDates };
  };
  return { asked, sitemapPages };
}

function setUp(
  counts: {
    videos?: number;
    news?: number;
    platforms?: number;
    games?: number;
    setups?: number;
    categories?: number;
    threads?: number;
  } = {},
) {
  const sources = {
    videos: source(counts.videos ?? 0),
    news: source(counts.news ?? 0),
    platforms: source(counts.platforms ?? 0, (id) => ({ name: `Platform ${id} & co` })),
    games: source(counts.games ?? 0),
    setups: source(counts.setups ?? 0, (id) => ({ gun: `gun-${id}`, display: 'flat-tv' })),
    categories: source(counts.categories ?? 0),
    threads: source(counts.threads ?? 0),
  };
  const service = new SitemapService(
    { siteUrl: site } as AppConfig,
    sources.videos as unknown as VideosService,
    sources.news as unknown as NewsService,
    sources.platforms as unknown as PlatformsService,
    sources.games as unknown as GamesService,
    sources.setups as unknown as SetupPagesService,
    sources.categories as unknown as ForumCategoriesService,
    sources.threads as unknown as ForumThreadsService,
  );
  const asked = () =>
    Object.fromEntries(
      Object.entries(sources).map(([name, { asked }]) => [name, asked.map(({ before, file }) => ({ before, file }))]),
    );
  return { service, asked };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc);

describe('SitemapService', () => {
  it('asks each module once for the first file while everything fits, and lists the sections first, each as new as its newest page', async () => {
    const { service, asked } = setUp({ videos: 2, platforms: 1, setups: 1, threads: 3 });
    const xml = await service.sitemap();
    expect(asked()).toEqual({
      videos: [{ before: sections, file: 0 }],
      news: [{ before: sections + 2, file: 0 }],
      platforms: [{ before: sections + 2, file: 0 }],
      games: [{ before: sections + 3, file: 0 }],
      setups: [{ before: sections + 3, file: 0 }],
      categories: [{ before: sections + 4, file: 0 }],
      threads: [{ before: sections + 4, file: 0 }],
    });
    expect(locs(xml).slice(sections)).toEqual([
      `${site}/video/1`,
      `${site}/video/2`,
      `${site}/games/platform/Platform%201%20%26%20co`,
      `${site}/games/setup/gun-1/flat-tv`,
      `${site}/forum/thread/1`,
      `${site}/forum/thread/2`,
      `${site}/forum/thread/3`,
    ]);
    expect(xml).toContain(`<url><loc>${site}/</loc><lastmod>2026-01-03T00:00:00Z</lastmod></url>`);
    expect(xml).toContain(`<url><loc>${site}/videos</loc><lastmod>2026-01-02T00:00:00Z</lastmod></url>`);
    expect(xml).toContain(`<url><loc>${site}/news</loc></url>`);
  });

  it('past the limit, asks the module that crosses the first file again for its dates, and the rest for their dates only', async () => {
    const limit = sections + 3;
    const { service, asked } = setUp({ videos: 2, news: 4, threads: 5 });
    const xml = await service.sitemap(limit);
    expect(asked()).toEqual({
      videos: [{ before: sections, file: 0 }],
      news: [
        { before: sections + 2, file: 0 },
        { before: sections + 2, file: null },
      ],
      platforms: [{ before: sections + 6, file: null }],
      games: [{ before: sections + 6, file: null }],
      setups: [{ before: sections + 6, file: null }],
      categories: [{ before: sections + 6, file: null }],
      threads: [{ before: sections + 6, file: null }],
    });
    // The sections, videos 1-2 and news 1 in the first file; news 2-4 and threads 1-5 in the second.
    // Each file as new as its newest address: the first holds the home page, as new as anything.
    expect(xml).toBe(
      `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
        `<sitemap><loc>${site}/sitemaps/1.xml</loc><lastmod>2026-01-05T00:00:00Z</lastmod></sitemap>\n` +
        `<sitemap><loc>${site}/sitemaps/2.xml</loc><lastmod>2026-01-05T00:00:00Z</lastmod></sitemap>\n</sitemapindex>\n`,
    );
  });

  it('makes an index at once when the sections alone fill a file', async () => {
    const { service, asked } = setUp({ videos: 1 });
    await service.sitemap(2);
    expect(asked().videos).toEqual([{ before: sections, file: null }]);
  });

  it('asks each module once for a numbered file, which may span modules, and has no file 0, none past the last and none while one suffices', async () => {
    const limit = sections + 3;
    const { service, asked } = setUp({ videos: 2, news: 4, threads: 5 });
    expect(locs((await service.sitemapFile(2, limit)) ?? '')).toEqual([
      `${site}/news/2`,
      `${site}/news/3`,
      `${site}/news/4`,
      ...[1, 2, 3, 4, 5].map((id) => `${site}/forum/thread/${id}`),
    ]);
    expect(Object.values(asked()).map((calls) => calls.length)).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(asked().threads).toEqual([{ before: sections + 6, file: 1 }]);
    expect(await service.sitemapFile(3, limit)).toBeNull();
    expect(await service.sitemapFile(0, limit)).toBeNull();
    expect(await setUp({ videos: 2 }).service.sitemapFile(1)).toBeNull();
  });
});
