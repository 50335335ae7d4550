import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { newsRss } from './news-rss.js';

const article = (id: number, title: string) => ({
  id,
  title,
  description: `About "${title}"`,
  category: 'community' as const,
  createdAt: new Date('2024-03-01T10:00:00Z'),
  publishedAt: new Date('2024-03-05T10:00:00Z'),
});

describe('newsRss', () => {
  it('is well-formed RSS 2.0 whose texts come back exactly', () => {
    const xml = newsRss([article(7, 'Tips <script>alert(1)</script> & tricks')], 'https://example.org');
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).not.toContain('<script>');
    const parsed = new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(xml);
    expect(parsed.rss['@_version']).toBe('2.0');
    expect(parsed.rss.channel.link).toBe('https://example.org/news');
    expect(parsed.rss.channel.item).toMatchObject({
      title: 'Tips <script>alert(1)</script> & tricks',
      link: 'https://example.org/news/7',
      guid: { '#text': 'https://example.org/news/7', '@_isPermaLink': 'true' },
      pubDate: 'Tue, 05 Mar 2024 10:00:00 GMT',
      description: 'About "Tips <script>alert(1)</script> & tricks"',
      category: 'community',
    });
  });

  it('has a channel and no item for no article', () => {
    const parsed = new XMLParser().parse(newsRss([], 'https://example.org'));
    expect(parsed.rss.channel.title).toBe('Lightgun Hub News');
    expect(parsed.rss.channel.item).toBeUndefined();
  });
});
