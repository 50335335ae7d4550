import { describe, expect, it } from 'vitest';
import { safeReturnTo } from '../index.js';

describe('safeReturnTo', () => {
  it('follows same-site paths only', () => {
    expect(safeReturnTo('/forum')).toBe('/forum');
    expect(safeReturnTo('/forum/thread/7?x=1')).toBe('/forum/thread/7?x=1');
    expect(safeReturnTo(null)).toBe('/');
    expect(safeReturnTo('')).toBe('/');
    expect(safeReturnTo('https://evil.example')).toBe('/');
    expect(safeReturnTo('//evil.example')).toBe('/');
    expect(safeReturnTo('/\\evil.example')).toBe('/');
  });

  // Known open-redirect tricks (OWASP and PortSwigger lists): none leaves the site or strands the user.
  it.each([
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5Cevil.example',
    '/%5C%5Cevil.example',
    'https://evil.example',
    'javascript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/%09/evil.example',
    '/%0a/evil.example',
    '/forum\u0000',
    '/forum%00',
    ' /forum',
    '\t/forum',
    '/\u000b/evil.example',
    '/forum%7F',
    '/%1F/evil.example',
    'http:evil.example',
    '/\\/evil.example',
    '%2F%2Fevil.example',
    '/%2F%5Cevil.example',
    '/%E0%A4%A',
  ])('refuses %j', (trick) => {
    expect(safeReturnTo(trick)).toBe('/');
  });

  it('keeps ordinary paths with their query and hash', () => {
    for (const path of [
      '/',
      '/videos?category=on-rail',
      '/forum/thread/7#post-3',
      '/games/platform/Sega%20Saturn',
      '/games/%C3%89t%C3%A9',
      '/news/1?q=a%20b',
    ]) {
      expect(safeReturnTo(path)).toBe(path);
    }
  });

  it('uses the caller fallback', () => {
    expect(safeReturnTo('//evil.example', '/forum')).toBe('/forum');
    expect(safeReturnTo(null, '/forum')).toBe('/forum');
  });
});
