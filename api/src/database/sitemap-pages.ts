import pg from 'pg';
import type { EntityManager } from 'typeorm';
import { newest } from '../common/newest.js';

/** The driver's own reading of a timestamptz, for one read as text. */
const parseTimestamptz = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ) as (text: string) => Date;

/**
 * Where a module's public pages stand in the sitemap (site/sitemap.service.ts): in id order, after
 * `before` addresses, `perFile` addresses to a file. `file` (from 0) is the file whose pages are
 * wanted; null: none, each file's newest change instead (the index's dates).
 */
export interface SitemapPlacement {
  before: number;
  perFile: number;
  file: number | null;
}

/** A public page as the sitemap needs it: its id and when it last changed. */
export interface SitemapPage {
  id: number;
  lastmod: Date | null;
}

export interface SitemapPages<Page extends SitemapPage = SitemapPage> {
  /** How many public pages the module has, and the newest change among them. */
  count: number;
  newest: Date | null;
  /** The pages in the wanted file, in id order: at most `perFile`, however many the module has. */
  pages: Page[];
  /** Without a wanted file: each file its pages reach, with the newest change among them there. */
  fileDates: Array<{ file: number; newest: Date | null }>;
}

/**
 * A module's public pages placed in the sitemap's files, in one statement. `pagesSql` is the
 * module's own: one row per public page (its visibility rule) with `id`, `lastmod` and any column
 * its address needs. With a wanted file: the count and newest change (one pass), and that file's
 * share by the primary key's order, LIMIT and OFFSET. Without: every page numbered in id order
 * (one pass, no page read out), for each file's newest change.
 */
export async function readSitemapPages<Page extends SitemapPage>(
  manager: EntityManager,
  pagesSql: string,
  { before, perFile, file }: SitemapPlacement,
): Promise<SitemapPages<Page>> {
  if (file === null) {
    const files = await manager.query<Array<{ file: number; count: number; newest: Date | null }>>(
      `SELECT file, count(*)::int AS count, max(lastmod) AS newest
       FROM (SELECT ((row_number() OVER (ORDER BY id) - 1 + $1) / $2)::int AS file, lastmod FROM (${pagesSql}) AS pages) AS placed
       GROUP BY file ORDER BY file`,
      [before, perFile],
    );
    const count = files.reduce((sum, share) => sum + share.count, 0);
    const fileDates = files.map((share) => ({ file: share.file, newest: share.newest }));
    return { count, newest: newest(files.map((share) => share.newest)) ?? null, pages: [], fileDates };
  }
  const start = file * perFile;
  const offset = Math.max(0, start - before);
  const limit = Math.max(0, start + perFile - Math.max(before, start));
  // The newest change rides on every row as text, parsed once: a date parsed per row costs more than the rest of it.
  const rows = await manager.query<Array<{ count: number; newest: string | null } & (Page | { id: null })>>(
    `SELECT counted.count, counted.newest, page.*
     FROM (SELECT count(*)::int AS count, max(lastmod)::text AS newest FROM (${pagesSql}) AS pages) AS counted
     LEFT JOIN LATERAL (SELECT * FROM (${pagesSql}) AS pages ORDER BY id LIMIT $1 OFFSET $2) AS page ON true`,
    [limit, offset],
  );
  const pages = rows.flatMap(({ count: _count, newest: _newest, ...page }) =>
    page.id === null ? [] : [page as unknown as Page],
  );
  const [{ count, newest: latest }] = rows;
  return { count, newest: latest === null ? null : parseTimestamptz(latest), pages, fileDates: [] };
}
