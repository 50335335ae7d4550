import { Inject, Injectable } from '@nestjs/common';
import { setupPagePath } from '@site/domain';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { newest } from '../common/newest.js';
import type { SitemapPage, SitemapPages, SitemapPlacement } from '../database/sitemap-pages.js';
import { ForumCategoriesService, ForumThreadsService } from '../forum/index.js';
import { GamesService, PlatformsService, SetupPagesService } from '../lightgun/index.js';
import { NewsService } from '../news/index.js';
import { VideosService } from '../videos/index.js';
import { staticPages } from './page-routes.js';
import {
  renderSitemapIndex,
  renderUrlSet,
  sitemapFileCount,
  sitemapFilePath,
  sitemapUrlLimit,
  type SitemapEntry,
} from './sitemap.js';

/** A module's public pages as addresses: asked of its service, which applies its own rule of what is public. */
interface PageSource {
  /** The section page that lists them: as new as the newest of them. */
  section: string;
  read: (placement: SitemapPlacement) => Promise<Omit<SitemapPages, 'pages'> & { pages: SitemapEntry[] }>;
}

function pageSource<Page extends SitemapPage>({
  section,
  read,
  path,
}: {
  section: string;
  read: (at: SitemapPlacement) => Promise<SitemapPages<Page>>;
  path: (page: Page) => string;
}): PageSource {
  return {
    section,
    read: async (at) => {
      const share = await read(at);
      return { ...share, pages: share.pages.map((page) => ({ path: path(page), lastmod: page.lastmod ?? undefined })) };
    },
  };
}

/** Every source read for one answer. */
interface SitemapRead {
  sections: SitemapEntry[];
  /** The wanted file's pages from the sources, in order. */
  pages: SitemapEntry[];
  /** Every address, the sections included. */
  total: number;
  /** With `index`: each file's newest change, the sections included. */
  fileDates: Array<Date | undefined>;
}

const sectionPages = staticPages.filter((page) => !page.private);

/**
 * /sitemap.xml and, past `limit` addresses, its /sitemaps/<n>.xml files. The addresses: the section
 * pages first, then each module's public pages in id order (videos, articles, platforms, games,
 * setups, categories, threads), each source asked once per request for its share of the files (an index: one
 * source twice).
 */
@Injectable()
export class SitemapService {
  private readonly sources: PageSource[];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    videos: VideosService,
    news: NewsService,
    platforms: PlatformsService,
    games: GamesService,
    setups: SetupPagesService,
    categories: ForumCategoriesService,
    threads: ForumThreadsService,
  ) {
    this.sources = [
      pageSource({ section: '/videos', read: (at) => videos.sitemapPages(at), path: ({ id }) => `/video/${id}` }),
      pageSource({ section: '/news', read: (at) => news.sitemapPages(at), path: ({ id }) => `/news/${id}` }),
      pageSource({
        section: '/games',
        read: (at) => platforms.sitemapPages(at),
        path: ({ name }) => `/games/platform/${encodeURIComponent(name)}`,
      }),
      pageSource({ section: '/games', read: (at) => games.sitemapPages(at), path: ({ id }) => `/games/${id}` }),
      // Setup pages once they have visible reports (slugs need no encoding).
      pageSource({
        section: '/games',
        read: (at) => setups.sitemapPages(at),
        path: ({ gun, display }) => setupPagePath(gun, display),
      }),
      pageSource({
        section: '/forum',
        read: (at) => categories.sitemapPages(at),
        path: ({ id }) => `/forum/category/${id}`,
      }),
      pageSource({
        section: '/forum',
        read: (at) => threads.sitemapPages(at),
        path: ({ id }) => `/forum/thread/${id}`,
      }),
    ];
  }

  /**
   * Each source in turn, placed after the addresses before it (so a file may span sources), asked
   * for the pages of file `file` (from 0). With `index`, once the addresses are more than a file
   * holds, the rest (and the source that crossed the line, again) are asked for each file's newest
   * change instead: one statement a source, one more for the crossing one. About and Donate have no
   * date to give.
   */
  private async read(file: number, limit: number, { index = false } = {}): Promise<SitemapRead> {
    const fileDates: Array<Date | undefined> = [];
    const sectionDates = new Map<string, Date | undefined>();
    let pages: SitemapEntry[] = [];
    let before = sectionPages.length;
    let indexing = index && before > limit;
    for (const { section, read } of this.sources) {
      let share = await read({ before, perFile: limit, file: indexing ? null : file });
      if (index && !indexing && before + share.count > limit) {
        indexing = true;
        share = await read({ before, perFile: limit, file: null });
      }
      if (index) {
        // Before the line is crossed, a source is all in the first file.
        const dates = indexing ? share.fileDates : [{ file: 0, newest: share.newest }];
        for (const { file: number, newest: date } of dates) fileDates[number] = newest([fileDates[number], date]);
      }
      sectionDates.set(section, newest([sectionDates.get(section), share.newest]));
      // Up to a whole file of pages: concat, not push(...), whose arguments are bounded by the stack.
      pages = pages.concat(share.pages);
      before += share.count;
    }
    const home = newest([...sectionDates.values()]);
    const sections = sectionPages.map((page) => ({
      path: page.path,
      lastmod: page.path === '/' ? home : sectionDates.get(page.path),
    }));
    for (const [position, entry] of index ? sections.entries() : []) {
      const number = Math.floor(position / limit);
      fileDates[number] = newest([fileDates[number], entry.lastmod]);
    }
    return { sections, pages, total: before, fileDates };
  }

  /** /sitemap.xml: every address, or the index of the files once there are more than `limit`. */
  async sitemap(limit = sitemapUrlLimit): Promise<string> {
    const { sections, pages, total, fileDates } = await this.read(0, limit, { index: true });
    const files = sitemapFileCount(total, limit);
    if (files === 1) return renderUrlSet([...sections, ...pages], this.config.siteUrl);
    const index = Array.from({ length: files }, (_, file) => ({
      path: sitemapFilePath(file + 1),
      lastmod: fileDates[file],
    }));
    return renderSitemapIndex(index, this.config.siteUrl);
  }

  /** /sitemaps/<number>.xml (from 1); null when there is no such file. */
  async sitemapFile(number: number, limit = sitemapUrlLimit): Promise<string | null> {
    if (!Number.isSafeInteger(number) || number < 1) return null;
    const { sections, pages, total } = await this.read(number - 1, limit);
    const files = sitemapFileCount(total, limit);
    if (files === 1 || number > files) return null;
    const start = (number - 1) * limit;
    return renderUrlSet([...sections.slice(start, start + limit), ...pages], this.config.siteUrl);
  }
}
