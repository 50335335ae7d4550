import { describe, expect, it } from 'vitest';
import { normalizeTagTexts } from './news-tags.js';

describe('normalizeTagTexts', () => {
  it('trims, drops empty ones and keeps the first spelling of case-insensitive duplicates', () => {
    expect(normalizeTagTexts([' GunCon ', '', '   ', 'guncon', 'Sinden', 'SINDEN', 'CRT'])).toEqual([
      'GunCon',
      'Sinden',
      'CRT',
    ]);
  });

  it('answers an empty list for nothing usable', () => {
    expect(normalizeTagTexts([])).toEqual([]);
    expect(normalizeTagTexts([' ', ''])).toEqual([]);
  });
});
