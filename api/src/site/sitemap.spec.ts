import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { renderRobots } from './robots.js';
import { renderSitemapIndex, renderUrlSet, sitemapFileCount, sitemapUrlLimit, w3cDate } from './sitemap.js';

const site = 'https://lightgun.example';

describe('sitemap files', () => {
  it('lists absolute, XML-escaped addresses with W3C dates', () => {
    const xml = renderUrlSet(
      [
        { path: '/games/platform/Tom%20%26%20Jerry&x=<1>', lastmod: new Date('2026-11-20T10:00:00.123Z') },
        { path: '/about' },
      ],
      site,
    );
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser().parse(xml) as { urlset: { url: Array<{ loc: string; lastmod?: string }> } };
    expect(parsed.urlset.url).toEqual([
      { loc: `${site}/games/platform/Tom%20%26%20Jerry&x=<1>`, lastmod: '2026-11-20T10:00:00Z' },
      { loc: `${site}/about` },
    ]);
    expect(xml).toContain('&amp;x=&lt;1&gt;');
  });

  it('writes an index of the numbered files', () => {
    const xml = renderSitemapIndex(
      [{ path: '/sitemaps/1.xml', lastmod: new Date('2026-11-20T10:00:00Z') }, { path: '/sitemaps/2.xml' }],
      site,
    );
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser().parse(xml) as { sitemapindex: { sitemap: Array<{ loc: string }> } };
    expect(parsed.sitemapindex.sitemap.map((entry) => entry.loc)).toEqual([
      `${site}/sitemaps/1.xml`,
      `${site}/sitemaps/2.xml`,
    ]);
  });

  it('splits past the limit of one file, which a test can lower', () => {
    expect(sitemapUrlLimit).toBe(50_000);
    expect(sitemapFileCount(0)).toBe(1);
    expect(sitemapFileCount(50_000)).toBe(1);
    expect(sitemapFileCount(50_001)).toBe(2);
    expect(sitemapFileCount(7, 3)).toBe(3);
    expect(w3cDate(new Date('2026-01-02T03:04:05.999Z'))).toBe('2026-01-02T03:04:05Z');
  });
});

describe('renderRobots', () => {
  it('disallows the given paths and names the sitemap', () => {
    expect(renderRobots(['/admin', '/api/'], site)).toBe(
      `User-agent: *\nDisallow: /admin\nDisallow: /api/\nAllow: /\n\nSitemap: ${site}/sitemap.xml\n`,
    );
  });
});
