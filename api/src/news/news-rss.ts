import { xmlEscape } from '../common/xml-escape.js';
import type { NewsArticleEntity } from './entities/news-article.entity.js';

export const rssItemLimit = 20;

type FeedArticle = Pick<NewsArticleEntity, 'id' | 'title' | 'description' | 'category' | 'createdAt' | 'publishedAt'>;

/** RSS 2.0 of the given (published, newest first) articles; links point at the site's /news pages. */
export function newsRss(articles: readonly FeedArticle[], siteUrl: string): string {
  const items = articles.map((article) => {
    const link = xmlEscape(`${siteUrl}/news/${article.id}`);
    return [
      '    <item>',
      `      <title>${xmlEscape(article.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      `      <pubDate>${(article.publishedAt ?? article.createdAt).toUTCString()}</pubDate>`,
      `      <description>${xmlEscape(article.description)}</description>`,
      `      <category>${xmlEscape(article.category)}</category>`,
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    '    <title>Lightgun Hub News</title>',
    `    <link>${xmlEscape(`${siteUrl}/news`)}</link>`,
    '    <description>News, reviews and community posts about light gun games and hardware.</description>',
    '    <language>en</language>',
    `    <atom:link href="${xmlEscape(`${siteUrl}/api/news/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
