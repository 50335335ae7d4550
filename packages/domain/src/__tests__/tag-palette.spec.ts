import { describe, expect, it } from 'vitest';
import { normalizeTags, tagPalette } from '../tag-palette.js';

describe('normalizeTags', () => {
  it('trims, drops empty ones and ignores duplicates whatever their case', () => {
    expect(normalizeTags([' Time Crisis ', '', '   ', 'time crisis', 'GunCon']).map((t) => t.text)).toEqual([
      'Time Crisis',
      'GunCon',
    ]);
  });

  it('keeps a palette colour and replaces anything else', () => {
    const [kept, replaced] = normalizeTags([
      { text: 'a', color: 'bg-yellow-400', textColor: 'text-white' },
      { text: 'b', color: 'bg-[url(javascript:1)]', textColor: 'x' },
    ]);
    expect(kept).toEqual({ text: 'a', color: 'bg-yellow-400', textColor: 'text-black' });
    expect(tagPalette.map((p) => p.color)).toContain(replaced.color);
  });

  it('gives a string tag the same colour every time', () => {
    expect(normalizeTags(['Sega'])).toEqual(normalizeTags(['Sega']));
  });
});
