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

  it('uses the caller fallback', () => {
    expect(safeReturnTo('//evil.example', '/forum')).toBe('/forum');
    expect(safeReturnTo(null, '/forum')).toBe('/forum');
  });
});
