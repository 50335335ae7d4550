import { describe, expect, it } from 'vitest';
import { embedUrl, youtubeIdFrom } from '../youtube-url.js';

describe('youtubeIdFrom', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=10', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=42', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/v/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  https://www.youtube.com/watch?v=a_b-C1d2E3f  ', 'a_b-C1d2E3f'],
  ])('%s -> %s', (url, id) => expect(youtubeIdFrom(url)).toBe(id));

  it.each([
    'not a url',
    '',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=waytoolongid123',
    'https://vimeo.com/123456789',
    'https://www.youtube.com/channel/UC1234567890',
    'https://youtu.be/',
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)',
  ])('rejects %j', (url) => expect(youtubeIdFrom(url)).toBeNull());

  it('builds the embed URL with the player API on and related videos off', () => {
    expect(embedUrl('dQw4w9WgXcQ')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ?enablejsapi=1&rel=0');
  });
});
