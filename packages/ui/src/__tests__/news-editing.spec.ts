import type { NewsArticleDetail } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { newsEditingOf } from '../index.js';

const article = {
  id: 4,
  title: 'Welcome!',
  description: 'Hello',
  excerpt: 'Hello',
  content_excerpt: 'Hello there',
  content: 'Hello **there**',
  content_html: '<p>Hello <strong>there</strong></p>',
  category: 'hardware-reviews',
  image: 'https://example.com/a.png',
  link_url: 'https://example.com',
  readTime: '3 min',
  published: true,
  status: 'published',
  author: 'Site Admin',
  tags: ['GunCon'],
  created_at: '2024-06-01T00:00:00.000Z',
  publishedAt: null,
  updated_at: '2024-06-01T00:00:00.000Z',
  is_demo: false,
} satisfies NewsArticleDetail;

describe('newsEditingOf', () => {
  it('fills the form with the whole Markdown body and keeps what the form does not show', () => {
    expect(newsEditingOf(article)).toEqual({
      id: 4,
      form: {
        title: 'Welcome!',
        linkUrl: 'https://example.com',
        imageUrl: 'https://example.com/a.png',
        bodyText: 'Hello **there**',
        tags: ['GunCon'],
      },
      keep: { category: 'hardware-reviews', readTime: '3 min', description: 'Hello' },
    });
  });

  it('keeps the body as the description of an article that has none', () => {
    expect(newsEditingOf({ ...article, description: '', excerpt: '' }).keep.description).toBe('Hello **there**');
  });
});
