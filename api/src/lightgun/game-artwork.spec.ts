import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { coverSvg, screenshotSvg, shade, wrapTitle } from './game-artwork.js';

const art = { title: 'Time Crisis', platform: 'Arcade', color: '#7c3aed', year: 1995 };
const texts = (svg: string): string[] => {
  const found: string[] = [];
  const walk = (node: unknown) => {
    if (typeof node === 'string') found.push(node);
    else if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object')
      Object.entries(node).forEach(([key, value]) => key.startsWith('@_') || walk(value));
  };
  walk(new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(svg));
  return found;
};

describe('wrapTitle', () => {
  it.each([
    ['Time Crisis', 14, 4, ['Time Crisis']],
    ['The House of the Dead 2 & 3 Return', 14, 4, ['The House of', 'the Dead 2 & 3', 'Return']],
    ['Supercalifragilisticexpialidocious', 14, 4, ['Supercalifragi', 'listicexpialid', 'ocious']],
    ['one two three four five six seven eight nine ten', 9, 2, ['one two', 'three…']],
    ['  spaced   out  ', 14, 4, ['spaced out']],
    ['', 14, 4, []],
  ])('%j in %i x %i', (title, width, lines, expected) => expect(wrapTitle(title, width, lines)).toEqual(expected));
});

describe('shade', () => {
  it('mixes towards black or white', () => {
    expect(shade('#808080', -1)).toBe('#000000');
    expect(shade('#808080', 1)).toBe('#ffffff');
    expect(shade('#7c3aed', 0)).toBe('#7c3aed');
  });
});

describe('coverSvg', () => {
  it('is well-formed SVG with the title, platform and year', () => {
    const svg = coverSvg(art);
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(texts(svg)).toEqual(expect.arrayContaining(['Time Crisis', 'Arcade', '1995']));
  });

  it('escapes every text, so a title cannot add markup', () => {
    const svg = coverSvg({ ...art, title: `<script>alert("x")</script> & 'Friends'`, platform: 'A&B <Arcade>' });
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;');
    expect(svg).toContain('A&amp;B &lt;Arcade&gt;');
  });

  it('shows no year when it is unknown, and shrinks long titles', () => {
    const svg = coverSvg({
      ...art,
      year: null,
      title: 'The House of the Dead: Overkill – Extended Cut Special Edition',
    });
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svg).not.toContain('1995');
    expect(svg).toContain('font-size="42"');
  });
});

describe('screenshotSvg', () => {
  it('is a numbered, well-formed placeholder that escapes its texts', () => {
    const svg = screenshotSvg({ ...art, title: 'Tom & <Jerry>' }, 3);
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(texts(svg)).toEqual(expect.arrayContaining(['Screenshot 3', 'Placeholder image']));
    expect(svg).toContain('Tom &amp; &lt;Jerry&gt;');
    expect(screenshotSvg(art, 1)).not.toBe(screenshotSvg(art, 2));
    expect(screenshotSvg(art, 1)).toBe(screenshotSvg(art, 1));
  });
});
