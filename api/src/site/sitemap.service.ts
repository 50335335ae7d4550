import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { staticPages } from './page-routes.js';
import { renderSitemapIndex, renderUrlSet, sitemapFileCount, sitemapFilePath, sitemapUrlLimit, type SitemapEntry } from './sitemap.js';

type Kind = 1 | 2 | 3 | 4 | 5 | 6;

// Every public page of the database, in a stable order (kind, id), with only ids, names and dates
// read: never a content column. A list page's lastmod is also moved by what it lists.
const entriesSql = `
  SELECT 1 AS kind, v.id, NULL::text AS name, v.updated_at AS lastmod FROM videos v WHERE v.status = 'published'
  UNION ALL SELECT 2, n.id, NULL, n.updated_at FROM news n WHERE n.status = 'published'
  UNION ALL SELECT 3, p.id, p.name, GREATEST(p.updated_at, (SELECT max(g.updated_at) FROM games g WHERE g.platform_id = p.id)) FROM platforms p
  UNION ALL SELECT 4, g.id, NULL, g.updated_at FROM games g
  UNION ALL SELECT 5, c.id, NULL, GREATEST(c.updated_at, (SELECT max(t.updated_at) FROM forum_threads t WHERE t.category_id = c.id)) FROM forum_categories c
  UNION ALL SELECT 6, t.id, NULL, t.updated_at FROM forum_threads t`;

const pathOf: Record<Kind, (id: number, name: string | null) => string> = {
  1: (id) => `/video/${id}`,
  2: (id) => `/news/${id}`,
  3: (_id, name) => `/games/platform/${encodeURIComponent(name ?? '')}`,
  4: (id) => `/games/${id}`,
  5: (id) => `/forum/category/${id}`,
  6: (id) => `/forum/thread/${id}`,
};

// The newest change of what each section lists.
const sectionsSql = `SELECT
  (SELECT max(updated_at) FROM videos WHERE status = 'published') AS "/videos",
  (SELECT max(updated_at) FROM news WHERE status = 'published') AS "/news",
  GREATEST((SELECT max(updated_at) FROM games), (SELECT max(updated_at) FROM platforms)) AS "/games",
  GREATEST((SELECT max(updated_at) FROM forum_threads), (SELECT max(updated_at) FROM forum_categories)) AS "/forum"`;

const newest = (dates: Array<Date | null | undefined>) =>
  dates.reduce<Date | undefined>((latest, date) => (date && (!latest || date > latest) ? date : latest), undefined);

/** /sitemap.xml and, past `limit` addresses, its /sitemaps/<n>.xml files. */
@Injectable()
export class SitemapService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The section pages, first in every listing; About and Donate have no date to give. */
  private async sections(): Promise<SitemapEntry[]> {
    const [row] = (await this.dataSource.query(sectionsSql)) as Array<Record<string, Date | null>>;
    const home = newest(Object.values(row));
    return staticPages.filter((page) => !page.private).map((page) => ({ path: page.path, lastmod: page.path === '/' ? home : (row[page.path] ?? undefined) }));
  }

  private async count(): Promise<number> {
    const [row] = (await this.dataSource.query(`SELECT count(*)::int AS count FROM (${entriesSql}) entries`)) as Array<{ count: number }>;
    return row.count;
  }

  private async entries(offset: number, limit: number): Promise<SitemapEntry[]> {
    if (limit <= 0) return [];
    const rows = (await this.dataSource.query(`SELECT * FROM (${entriesSql}) entries ORDER BY kind, id LIMIT $1 OFFSET $2`, [limit, offset])) as Array<{
      kind: Kind;
      id: number;
      name: string | null;
      lastmod: Date | null;
    }>;
    return rows.map((row) => ({ path: pathOf[row.kind](row.id, row.name), lastmod: row.lastmod ?? undefined }));
  }

  /** The newest lastmod of each file, in one pass over the dates. */
  private async fileDates(sections: SitemapEntry[], limit: number): Promise<Array<Date | undefined>> {
    const rows = (await this.dataSource.query(
      `SELECT ((row_number() OVER (ORDER BY kind, id) - 1 + $1) / $2)::int AS file, lastmod FROM (${entriesSql}) entries`,
      [sections.length, limit],
    )) as Array<{ file: number; lastmod: Date | null }>;
    const dates: Array<Date | undefined> = [];
    for (const [index, entry] of sections.entries()) {
      const file = Math.floor(index / limit);
      dates[file] = newest([dates[file], entry.lastmod]);
    }
    for (const row of rows) dates[row.file] = newest([dates[row.file], row.lastmod]);
    return dates;
  }

  /** /sitemap.xml: every address, or the index of the files once there are more than `limit`. */
  async sitemap(limit = sitemapUrlLimit): Promise<string> {
    const [sections, total] = await Promise.all([this.sections(), this.count()]);
    const files = sitemapFileCount(sections.length + total, limit);
    if (files === 1) return renderUrlSet([...sections, ...(await this.entries(0, total))], this.config.siteUrl);
    const dates = await this.fileDates(sections, limit);
    const index = Array.from({ length: files }, (_, file) => ({ path: sitemapFilePath(file + 1), lastmod: dates[file] }));
    return renderSitemapIndex(index, this.config.siteUrl);
  }

  /** /sitemaps/<number>.xml (from 1); null when there is no such file. */
  async sitemapFile(number: number, limit = sitemapUrlLimit): Promise<string | null> {
    const [sections, total] = await Promise.all([this.sections(), this.count()]);
    const files = sitemapFileCount(sections.length + total, limit);
    if (files === 1 || number < 1 || number > files) return null;
    const start = (number - 1) * limit;
    const end = start + limit;
    const fromSections = sections.slice(start, end);
    const dbStart = Math.max(0, start - sections.length);
    const dbEnd = Math.max(0, end - sections.length);
    return renderUrlSet([...fromSections, ...(await this.entries(dbStart, dbEnd - dbStart))], this.config.siteUrl);
  }
}
