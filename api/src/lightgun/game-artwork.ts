import { xmlEscape } from '../common/xml-escape.js';

// Artwork drawn by the API itself, so a fresh offline install shows no broken or hot-linked
// images: a cover per game and numbered placeholder screenshots.

export const maxScreenshotNumber = 20;

export interface GameArt {
  title: string;
  platform: string;
  /** #rrggbb */
  color: string;
  year: number | null;
}

const fontFamily = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** The colour mixed with black (amount < 0) or white (amount > 0), as #rrggbb. */
export function shade(hex: string, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  const weight = Math.min(Math.abs(amount), 1);
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) || 0);
  return `#${channels
    .map((value) =>
      Math.round(value + (target - value) * weight)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Pieces of at most `width` characters (a word longer than a line is cut). */
function pieces(word: string, width: number): string[] {
  const characters = Array.from(word);
  const result: string[] = [];
  for (let start = 0; start < characters.length; start += width)
    result.push(characters.slice(start, start + width).join(''));
  return result;
}

/** The title over at most `maxLines` lines of at most `width` characters; what does not fit ends in '…'. */
export function wrapTitle(title: string, width: number, maxLines: number): string[] {
  const words = title
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => pieces(word, width));
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && Array.from(`${last} ${word}`).length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${Array.from(kept[maxLines - 1])
    .slice(0, width - 1)
    .join('')
    .trimEnd()}…`;
  return kept;
}

/** A well-mixed deterministic number from a text, to vary the placeholders without randomness. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193);
  // MurmurHash3's finaliser: nearby texts ('…#1', '…#2') end far apart.
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}

const textLines = (lines: string[], x: number, y: number, lineHeight: number) =>
  lines.map((line, index) => `<tspan x="${x}" y="${y + index * lineHeight}">${xmlEscape(line)}</tspan>`).join('');

/** A 600x800 box cover: platform band, the title, a crosshair, the year; on the platform's colours. */
export function coverSvg(art: GameArt): string {
  // Large type for titles of up to four short lines, smaller type (six lines at most) beyond.
  const long = wrapTitle(art.title, 14, Number.MAX_SAFE_INTEGER).length > 4;
  const lines = long ? wrapTitle(art.title, 20, 6) : wrapTitle(art.title, 14, 4);
  const fontSize = long ? 42 : 58;
  const lineHeight = Math.round(fontSize * 1.15);
  const label = `${art.title} (${art.platform})`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800" role="img" aria-label="${xmlEscape(label)}">`,
    `<title>${xmlEscape(label)}</title>`,
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="0.35" y2="1">',
    `<stop offset="0" stop-color="${shade(art.color, 0.15)}"/><stop offset="1" stop-color="${shade(art.color, -0.65)}"/>`,
    '</linearGradient></defs>',
    '<rect width="600" height="800" fill="url(#bg)"/>',
    '<g fill="none" stroke="#ffffff" stroke-opacity="0.16" stroke-width="12">',
    '<circle cx="420" cy="590" r="150"/><circle cx="420" cy="590" r="70"/>',
    '<path d="M420 400v120M420 660v120M230 590h120M490 590h120"/>',
    '</g>',
    '<rect width="600" height="84" fill="#000000" fill-opacity="0.4"/>',
    `<text x="40" y="55" font-family="${fontFamily}" font-size="30" font-weight="700" letter-spacing="2" fill="#ffffff">${xmlEscape(wrapTitle(art.platform, 30, 1)[0] ?? '')}</text>`,
    `<text font-family="${fontFamily}" font-size="${fontSize}" font-weight="800" fill="#ffffff">${textLines(lines, 40, 200, lineHeight)}</text>`,
    art.year === null
      ? ''
      : `<text x="40" y="750" font-family="${fontFamily}" font-size="34" font-weight="600" fill="#ffffff" fill-opacity="0.85">${art.year}</text>`,
    '</svg>',
    '',
  ].join('\n');
}

/** A 640x480 placeholder screenshot, numbered, with a few targets placed from the title and number. */
export function screenshotSvg(art: GameArt, number: number): string {
  // One target in each third of the scene, above the ground.
  const targets = [0, 1, 2].map((index) => {
    const seed = seedOf(`${art.title}#${number}#${index}`);
    const x = 70 + index * 190 + (seed % 120);
    const y = 110 + ((seed >>> 8) % 190);
    return `<g><circle cx="${x}" cy="${y}" r="34" fill="#ffffff"/><circle cx="${x}" cy="${y}" r="22" fill="#dc2626"/><circle cx="${x}" cy="${y}" r="10" fill="#ffffff"/></g>`;
  });
  const caption = wrapTitle(`${art.title} · ${art.platform}`, 44, 1)[0] ?? '';
  const label = `${art.title} (${art.platform}): placeholder screenshot ${number}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480" role="img" aria-label="${xmlEscape(label)}">`,
    `<title>${xmlEscape(label)}</title>`,
    '<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">',
    `<stop offset="0" stop-color="${shade(art.color, -0.55)}"/><stop offset="1" stop-color="${shade(art.color, 0.25)}"/>`,
    '</linearGradient></defs>',
    '<rect width="640" height="480" fill="url(#sky)"/>',
    `<rect y="340" width="640" height="140" fill="${shade(art.color, -0.75)}"/>`,
    ...targets,
    '<g fill="none" stroke="#ffffff" stroke-width="3"><circle cx="320" cy="240" r="26"/><path d="M320 200v22M320 258v22M280 240h22M338 240h22"/></g>',
    '<rect width="640" height="56" fill="#000000" fill-opacity="0.45"/>',
    `<text x="24" y="37" font-family="${fontFamily}" font-size="24" font-weight="700" fill="#ffffff">Screenshot ${number}</text>`,
    `<text x="616" y="37" text-anchor="end" font-family="${fontFamily}" font-size="16" fill="#ffffff" fill-opacity="0.8">Placeholder image</text>`,
    `<text x="24" y="452" font-family="${fontFamily}" font-size="22" font-weight="600" fill="#ffffff">${xmlEscape(caption)}</text>`,
    '</svg>',
    '',
  ].join('\n');
}
