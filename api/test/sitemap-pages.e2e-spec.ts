import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SitemapPlacement } from '../src/database/sitemap-pages.js';
import { ForumCategoriesService, ForumThreadsService } from '../src/forum/index.js';
import { GamesService, PlatformsService, SetupPagesService } from '../src/lightgun/index.js';
import { NewsService } from '../src/news/index.js';
import { VideosService } from '../src/videos/index.js';
import { createTestApp, type TestApp } from './support/test-app.js';

// What each module's service gives the sitemap (site/sitemap.service.ts): only its public pages, each
// with the date its page last changed, placed in the sitemap's files. The sitemap itself, byte for
// byte: site-pages.e2e-spec.ts.

let t: TestApp;
const at = (iso: string) => new Date(iso);
const allInFirst: SitemapPlacement = { before: 0, perFile: 50_000, file: 0 };

beforeAll(async () => {
  t = await createTestApp();
  const sql = (text: string) => t.dataSource.query(text);
  await sql(`TRUNCATE videos, news, games, platforms, forum_categories, forum_threads CASCADE`);
  await sql(
    `INSERT INTO videos (id, title, youtube_id, status, updated_at) VALUES
       (1, 'Published', 'aaaaaaaaaaa', 'published', '2026-01-01Z'), (2, 'Pending', 'bbbbbbbbbbb', 'pending', '2026-03-01Z'),
       (3, 'Published too', 'ccccccccccc', 'published', '2026-02-01Z')`,
  );
  await sql(
    `INSERT INTO news (id, title, description, content, status, updated_at) VALUES
       (1, 'Pending', 'd', 'c', 'pending', '2026-05-01Z'), (2, 'Published', 'd', 'c', 'published', '2026-04-01Z')`,
  );
  await sql(
    `INSERT INTO platforms (id, name, updated_at) VALUES (1, 'Sega Saturn', '2026-01-01Z'), (2, 'No games', '2026-01-02Z')`,
  );
  await sql(
    `INSERT INTO games (id, title, platform_id, updated_at) VALUES (1, 'Older', 1, '2026-01-05Z'), (2, 'Newer', 1, '2026-01-09Z')`,
  );
  await sql(
    `INSERT INTO forum_categories (id, name, description, updated_at) VALUES (1, 'Busy', 'd', '2026-02-01Z'), (2, 'Quiet', 'd', '2026-02-02Z')`,
  );
  await sql(
    `INSERT INTO forum_threads (id, title, content, category_id, updated_at)
     SELECT n, 'T' || n, 'c', 1, '2026-03-01Z'::timestamptz + n * interval '1 day' FROM generate_series(1, 9) n`,
  );
});
afterAll(() => t.close());

describe("each module's pages for the sitemap", () => {
  it('videos: the published ones only, in id order, each at its last change', async () => {
    expect(await t.app.get(VideosService).sitemapPages(allInFirst)).toEqual({
      count: 2,
      newest: at('2026-02-01Z'),
      pages: [
        { id: 1, lastmod: at('2026-01-01Z') },
        { id: 3, lastmod: at('2026-02-01Z') },
      ],
      fileDates: [],
    });
  });

  it('news: the published articles only, a pending one neither listed nor dating the section', async () => {
    expect(await t.app.get(NewsService).sitemapPages(allInFirst)).toEqual({
      count: 1,
      newest: at('2026-04-01Z'),
      pages: [{ id: 2, lastmod: at('2026-04-01Z') }],
      fileDates: [],
    });
  });

  it('platforms by name, each as new as its newest game; games each at its own change', async () => {
    expect((await t.app.get(PlatformsService).sitemapPages(allInFirst)).pages).toEqual([
      { id: 1, name: 'Sega Saturn', lastmod: at('2026-01-09Z') },
      { id: 2, name: 'No games', lastmod: at('2026-01-02Z') },
    ]);
    expect((await t.app.get(GamesService).sitemapPages(allInFirst)).pages.map((page) => page.id)).toEqual([1, 2]);
  });

  it('setups: each gun and display pair with a visible report, in gun then display order, at its newest report', async () => {
    await t.dataSource.query(
      `INSERT INTO setup_options (kind, name, slug) VALUES
         ('gun', 'Sitemap gun A', 'sitemap-gun-a'), ('gun', 'Sitemap gun B', 'sitemap-gun-b'),
         ('display', 'Sitemap flat', 'sitemap-flat'), ('display', 'Sitemap crt', 'sitemap-crt'),
         ('play-mode', 'Sitemap mode', 'sitemap-mode')`,
    );
    const report = (game: number, reporter: number, gun: string, display: string, filed: string, hidden = false) =>
      t.dataSource.query(
        `INSERT INTO compatibility_reports (game_id, reporter_id, gun_id, display_id, play_mode_id, rating, filed_at, hidden_reason)
         SELECT $1, $2, gun.id, display.id, mode.id, 'playable', $5, $6
         FROM setup_options gun, setup_options display, setup_options mode
         WHERE gun.kind = 'gun' AND gun.slug = $3 AND display.kind = 'display' AND display.slug = $4
           AND mode.kind = 'play-mode' AND mode.slug = 'sitemap-mode'`,
        [game, reporter, gun, display, filed, hidden ? 'Spam' : null],
      );
    await report(1, 1, 'sitemap-gun-b', 'sitemap-flat', '2026-02-01Z');
    await report(2, 2, 'sitemap-gun-b', 'sitemap-flat', '2026-02-03Z');
    await report(1, 3, 'sitemap-gun-b', 'sitemap-flat', '2026-02-05Z', true);
    await report(1, 1, 'sitemap-gun-b', 'sitemap-crt', '2026-02-02Z', true);
    await report(2, 1, 'sitemap-gun-a', 'sitemap-crt', '2026-01-20Z');
    const setups = await t.app.get(SetupPagesService).sitemapPages(allInFirst);
    // In id order: by gun (A was made first), then display.
    expect(setups.pages.map(({ gun, display, lastmod }) => ({ gun, display, lastmod }))).toEqual([
      { gun: 'sitemap-gun-a', display: 'sitemap-crt', lastmod: at('2026-01-20Z') },
      { gun: 'sitemap-gun-b', display: 'sitemap-flat', lastmod: at('2026-02-03Z') },
    ]);
    expect(setups).toMatchObject({ count: 2, newest: at('2026-02-03Z') });
  });

  it('categories, each as new as its newest thread; every thread', async () => {
    expect((await t.app.get(ForumCategoriesService).sitemapPages(allInFirst)).pages).toEqual([
      { id: 1, lastmod: at('2026-03-10Z') },
      { id: 2, lastmod: at('2026-02-02Z') },
    ]);
    expect(await t.app.get(ForumThreadsService).sitemapPages(allInFirst)).toMatchObject({
      count: 9,
      newest: at('2026-03-10Z'),
    });
  });
});

describe('placed in the files', () => {
  // 9 threads after 3 addresses, 4 to a file: thread 1 ends file 0, threads 2-5 fill file 1, 6-9 file 2.
  const placed = (file: number | null) => t.app.get(ForumThreadsService).sitemapPages({ before: 3, perFile: 4, file });

  it("gives only the wanted file's pages, however many the module has, and always its count and newest change", async () => {
    expect((await placed(0)).pages.map((page) => page.id)).toEqual([1]);
    expect((await placed(1)).pages.map((page) => page.id)).toEqual([2, 3, 4, 5]);
    expect(await placed(3)).toEqual({ count: 9, newest: at('2026-03-10Z'), pages: [], fileDates: [] });
  });

  it("without a wanted file, gives each file's newest change instead of pages", async () => {
    expect(await placed(null)).toEqual({
      count: 9,
      newest: at('2026-03-10Z'),
      pages: [],
      fileDates: [
        { file: 0, newest: at('2026-03-02Z') },
        { file: 1, newest: at('2026-03-06Z') },
        { file: 2, newest: at('2026-03-10Z') },
      ],
    });
  });

  it('answers a module without public pages with nothing, whatever is asked', async () => {
    await t.dataSource.query(`UPDATE videos SET status = 'pending'`);
    expect(await t.app.get(VideosService).sitemapPages(allInFirst)).toEqual({
      count: 0,
      newest: null,
      pages: [],
      fileDates: [],
    });
    expect(await t.app.get(VideosService).sitemapPages({ ...allInFirst, file: null })).toEqual({
      count: 0,
      newest: null,
      pages: [],
      fileDates: [],
    });
  });
});
