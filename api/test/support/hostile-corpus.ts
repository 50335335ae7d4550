/**
 * Texts a hostile member writes to make the server work: deep nesting of every Markdown construct,
 * patterns that parsers and `to_tsvector` handle in quadratic time, huge single tokens, Unicode that
 * breaks layouts or encoders, and sheer numbers of links and images. Each entry is made for a
 * field's length (`max`), so a short field gets the same attack, shorter, and a long one its worst.
 */
export interface CorpusEntry {
  name: string;
  /** The text, at most `max` characters (UTF-16 code units, as the API counts them). */
  text: (max: number) => string;
}

/** `unit` repeated to exactly `length` characters (the last repeat cut). */
const repeatTo = (unit: string, length: number) =>
  unit.repeat(Math.ceil(Math.max(length, 0) / unit.length)).slice(0, Math.max(length, 0));

/** `open` n times, `middle`, then `close` n times, as deep as `max` allows. */
function nested(open: string, middle: string, close: string, max: number): string {
  const depth = Math.max(Math.floor((max - middle.length) / (open.length + close.length)), 0);
  return open.repeat(depth) + middle + close.repeat(depth);
}

/** Lines from `line(0)` on, one deeper each, until the next would pass `max`. */
function ladder(line: (depth: number) => string, max: number): string {
  let text = '';
  for (let depth = 0; text.length + line(depth).length <= max; depth += 1) text += line(depth);
  return text;
}

// U+0300..U+036F: every combining diacritical mark, stacked on one letter.
const combiningMarks = Array.from({ length: 0x70 }, (_, offset) => String.fromCharCode(0x300 + offset)).join('');
// A family, a rainbow flag, a skin-toned thumb and a flag: zero-width joiners, modifiers, regional indicators.
const emojiSequences = '👨‍👩‍👧‍👦🏳️‍🌈👍🏽🇺🇳❤️‍🔥';

export const hostileCorpus: readonly CorpusEntry[] = [
  // Not hostile: what any field must take within the bounds, and the noise floor of the figures.
  { name: 'plain prose', text: (max) => repeatTo('The quick brown fox jumps over the lazy dog. ', max) },
  { name: 'nested quotes', text: (max) => `${'>'.repeat(Math.max(max - 2, 0))} x` },
  { name: 'nested lists', text: (max) => `${repeatTo('- ', max - 1)}x` },
  { name: 'nested ordered lists', text: (max) => `${repeatTo('1. ', max - 1)}x` },
  { name: 'quotes in lists in quotes', text: (max) => `${repeatTo('> * ', max - 1)}x` },
  { name: 'indented list ladder', text: (max) => ladder((depth) => `${'  '.repeat(depth)}- x\n`, max) },
  { name: 'nested emphasis', text: (max) => nested('*', 'a', '*', max) },
  { name: 'nested strong and emphasis', text: (max) => nested('**_', 'a', '_**', max) },
  { name: 'nested links', text: (max) => nested('[', 'a', '](b)', max) },
  { name: 'nested images', text: (max) => nested('![', 'a', '](b)', max) },
  { name: 'links in emphasis, nested', text: (max) => nested('> *[', 'a', '](b)*', max) },
  { name: 'open link destinations', text: (max) => repeatTo('[a](', max) },
  { name: 'open brackets', text: (max) => repeatTo('[', max) },
  { name: 'open image brackets', text: (max) => repeatTo('![', max) },
  { name: 'emphasis runs *a', text: (max) => repeatTo('*a', max) },
  { name: 'emphasis runs _a', text: (max) => repeatTo('_a', max) },
  { name: 'strong runs **a', text: (max) => repeatTo('**a', max) },
  { name: 'strikethrough runs', text: (max) => repeatTo('~~a', max) },
  { name: 'backtick ladder', text: (max) => ladder((depth) => `${'`'.repeat(depth + 1)}a`, max) },
  { name: 'single 100 KB token', text: (max) => 'a'.repeat(max) },
  { name: 'single URL token', text: (max) => `https://a.example/${repeatTo('a', max - 18)}` },
  { name: 'zalgo', text: (max) => repeatTo(`Z${combiningMarks.slice(0, 40)}`, max) },
  { name: 'one letter, every mark', text: (max) => `a${repeatTo(combiningMarks, max - 1)}` },
  { name: 'bidi controls', text: (max) => repeatTo('\u202eAdmin\u202c \u2066x\u2069\u200f\u061c', max) },
  { name: 'lone surrogates', text: (max) => repeatTo('a\uD800b\uDFFF', max) },
  { name: 'NUL', text: (max) => repeatTo('a\u0000', max) },
  { name: 'HTML comment openers', text: (max) => repeatTo('<!--', max) },
  { name: 'HTML comments', text: (max) => repeatTo('<!-- a -->', max) },
  { name: 'raw HTML', text: (max) => repeatTo('<div><img src=x onerror=alert(1)><script>alert(2)</script>', max) },
  { name: '10,000 links', text: () => '[a](b) '.repeat(10_000) },
  { name: '10,000 images', text: () => '![a](b) '.repeat(10_000) },
  { name: '10,000 bare URLs', text: () => 'www.a.io '.repeat(10_000) },
  { name: 'link reference definitions', text: (max) => repeatTo('[a]: b\n', max / 2) + repeatTo('[a] ', max / 2) },
  { name: 'long table', text: (max) => `| a | b |\n| - | - |\n${repeatTo('| a | b |\n', max - 20)}` },
  { name: 'wide table', text: (max) => `${repeatTo('|a', max / 2 - 2)}|\n${repeatTo('|-', max / 2 - 2)}|\n` },
  { name: 'entities', text: (max) => repeatTo('&amp;&#x1F600;&#99999999;&', max) },
  { name: 'headings', text: (max) => repeatTo('# a\n', max) },
  { name: 'line breaks', text: (max) => repeatTo('a\n', max) },
  { name: 'blank', text: (max) => repeatTo(' \n\t', max) },
  { name: 'emoji sequences', text: (max) => repeatTo(emojiSequences, max) },
];

/** At most `max` characters, never ending on half of a surrogate pair the cut made (an emoji stays whole or goes). */
export function fit(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) && /[\uDC00-\uDFFF]/.test(text[max]) ? cut.slice(0, -1) : cut;
}

/** One character more than a field takes: the API must refuse it. */
export const overLength = (max: number) => 'a'.repeat(max + 1);
