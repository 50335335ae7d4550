import type { NewsArticle } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { createPageRequest } from '../features/create-post/post-draft.js';
import { excerptOf } from '../components/article-fields.js';

const article = (overrides: Partial<NewsArticle>) =>
  ({ title: '', description: '', excerpt: '', content_excerpt: '', category: 'General', ...overrides }) as NewsArticle;

describe('excerptOf', () => {
  it("takes the excerpt from description, then excerpt, then the body's plain excerpt", () => {
    expect(excerptOf(article({ content_excerpt: 'c' }))).toBe('c');
    expect(excerptOf(article({ excerpt: 'e', content_excerpt: 'c' }))).toBe('e');
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
  it('sends videos the one video-post body: their YouTube URL, no status (an admin publishes, a member submits)', () => {
    expect(
      createPageRequest({
        title: 'T',
        linkUrl: 'https://youtu.be/abcdefghijk',
        bodyText: 'B',
        tags: [],
        destination: 'videos',
      }),
    ).toEqual({
      section: 'videos',
      payload: { title: 'T', youtube_url: 'https://youtu.be/abcdefghijk', description: 'B', content: 'B', tags: [] },
    });
  });
});
