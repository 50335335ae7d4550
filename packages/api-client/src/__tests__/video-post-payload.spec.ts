import { describe, expect, it } from 'vitest';
import { videoPostPayload } from '../index.js';

describe('videoPostPayload', () => {
  it('sends what the post dialog and the create page hold: trimmed, the body falling back to the title, tags as given', () => {
    expect(
      videoPostPayload({
        title: ' Light gun news ',
        youtubeUrl: ' https://youtu.be/abcdefghijk ',
        body: '  ',
        tags: ['a'],
        status: 'pending',
      }),
    ).toEqual({
      title: 'Light gun news',
      youtube_url: 'https://youtu.be/abcdefghijk',
      description: 'Light gun news',
      content: 'Light gun news',
      tags: ['a'],
      status: 'pending',
    });
  });

  it("sends the admin's add-video fields: category, duration, views as a number, thumbnail and publishedAt", () => {
    const now = new Date('2025-03-04T05:06:07.000Z');
    expect(
      videoPostPayload({
        title: 'House of the Dead 2',
        youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
        body: ' Co-op run. ',
        thumbnail: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
        category: 'arcade',
        duration: ' 12:05 ',
        views: ' 250 ',
        publishedAt: now,
      }),
    ).toEqual({
      title: 'House of the Dead 2',
      youtube_url: 'https://youtu.be/dQw4w9WgXcQ',
      description: 'Co-op run.',
      content: 'Co-op run.',
      thumbnail: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
      category: 'arcade',
      duration: '12:05',
      views: 250,
      publishedAt: '2025-03-04T05:06:07.000Z',
    });
  });

  it('leaves out what is empty or not asked for, so an edit keeps the video’s own thumbnail, category and tags', () => {
    const payload = videoPostPayload({
      title: 'T',
      youtubeUrl: 'https://youtu.be/abcdefghijk',
      body: 'B',
      thumbnail: ' ',
      category: '',
      views: '',
    });
    expect(payload).toEqual({
      title: 'T',
      youtube_url: 'https://youtu.be/abcdefghijk',
      description: 'B',
      content: 'B',
      views: 0,
    });
    expect(Object.keys(payload)).not.toContain('tags');
  });
});
