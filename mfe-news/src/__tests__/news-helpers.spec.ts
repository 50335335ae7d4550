import type { NewsArticle } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { createPageRequest } from '../features/create-post/post-draft.js';
import { excerptOf } from '../components/article-fields.js';
import { filterNews } from '../features/news-list/filter-news.js';

const article = (overrides: Partial<NewsArticle>) =>
  ({ title: '', description: '', excerpt: '', content: '', category: 'General', ...overrides }) as NewsArticle;

describe('filterNews', () => {
  const articles = [
    article({ id: 1, title: 'New GunCon announced' }),
    article({ id: 2, title: 'Other', description: 'A look at CRT televisions' }),
    article({ id: 3, title: 'Third', category: 'hardware-reviews' }),
  ];
  it('matches title, excerpt and category case-insensitively', () => {
    expect(filterNews(articles, 'guncon').map((a) => a.id)).toEqual([1]);
    expect(filterNews(articles, 'CRT').map((a) => a.id)).toEqual([2]);
    expect(filterNews(articles, 'hardware').map((a) => a.id)).toEqual([3]);
    expect(filterNews(articles, '  ')).toHaveLength(3);
  });
  it('takes the excerpt from description, then excerpt, then content', () => {
    expect(excerptOf(article({ content: 'c' }))).toBe('c');
    expect(excerptOf(article({ excerpt: 'e', content: 'c' }))).toBe('e');
    expect(excerptOf(article({ description: 'd', excerpt: 'e' }))).toBe('d');
  });
});

describe('createPageRequest', () => {
  it('files news under General, published, with the body defaulting to the title', () => {
    expect(createPageRequest({ title: ' T ', linkUrl: '', bodyText: '', tags: ['x'], destination: 'news' })).toEqual({
      section: 'news',
      payload: { title: 'T', description: 'T', content: 'T', tags: ['x'], published: true, category: 'General' },
    });
  });
  it('sends videos their YouTube URL', () => {
    expect(createPageRequest({ title: 'T', linkUrl: 'https://youtu.be/abcdefghijk', bodyText: 'B', tags: [], destination: 'videos' })).toMatchObject({
      section: 'videos',
      payload: { youtube_url: 'https://youtu.be/abcdefghijk', content: 'B' },
    });
  });
});
