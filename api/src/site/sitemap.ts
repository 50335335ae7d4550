import { xmlEscape } from '../common/xml-escape.js';

/** A sitemap file holds at most this many addresses (sitemaps.org); past it, /sitemap.xml is an index. */
export const sitemapUrlLimit = 50_000;

export interface SitemapEntry {
  /** The page's path, already URL-encoded. */
  path: string;
  lastmod?: Date;
}

/** A W3C datetime to the second, in UTC. */
export const w3cDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

const declaration = '<?xml version="1.0" encoding="UTF-8"?>\n';
const namespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function entryXml(tag: 'url' | 'sitemap', entry: SitemapEntry, siteUrl: string): string {
  const lastmod = entry.lastmod ? `<lastmod>${w3cDate(entry.lastmod)}</lastmod>` : '';
  return `<${tag}><loc>${xmlEscape(`${siteUrl}${entry.path}`)}</loc>${lastmod}</${tag}>\n`;
}

/** One sitemap file: `<urlset>` of absolute addresses. */
export function renderUrlSet(entries: SitemapEntry[], siteUrl: string): string {
  return `${declaration}<urlset xmlns="${namespace}">\n${entries.map((entry) => entryXml('url', entry, siteUrl)).join('')}</urlset>\n`;
}

/** The index of the sitemap files (`/sitemaps/<n>.xml`), each with its newest lastmod. */
export function renderSitemapIndex(files: SitemapEntry[], siteUrl: string): string {
  return `${declaration}<sitemapindex xmlns="${namespace}">\n${files.map((file) => entryXml('sitemap', file, siteUrl)).join('')}</sitemapindex>\n`;
}

export const sitemapFilePath = (number: number) => `/sitemaps/${number}.xml`;

/** How many files `total` addresses take; 1 means /sitemap.xml lists them all itself. */
export const sitemapFileCount = (total: number, limit = sitemapUrlLimit) => Math.max(1, Math.ceil(total / limit));
