import type { Tag } from '@site/contracts';

/** Spec section 3: ten colours; yellow takes black text, the others white. */
export const tagPalette: Array<Pick<Tag, 'color' | 'textColor'>> = [
  { color: 'bg-purple-700', textColor: 'text-white' },
  { color: 'bg-blue-700', textColor: 'text-white' },
  { color: 'bg-green-700', textColor: 'text-white' },
  { color: 'bg-red-700', textColor: 'text-white' },
  { color: 'bg-yellow-400', textColor: 'text-black' },
  { color: 'bg-pink-700', textColor: 'text-white' },
  { color: 'bg-orange-700', textColor: 'text-white' },
  { color: 'bg-teal-700', textColor: 'text-white' },
  { color: 'bg-indigo-700', textColor: 'text-white' },
  { color: 'bg-gray-700', textColor: 'text-white' },
];

function paletteFor(text: string) {
  let hash = 0;
  for (const char of text.toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return tagPalette[hash % tagPalette.length];
}

/** Trimmed, non-empty, no duplicates (case-insensitive); colours from the palette only. */
export function normalizeTags(input: Array<string | Partial<Tag>>): Tag[] {
  const seen = new Set<string>();
  const tags: Tag[] = [];
  for (const entry of input) {
    const text = (typeof entry === 'string' ? entry : (entry.text ?? '')).trim().slice(0, 40);
    if (!text || seen.has(text.toLowerCase())) continue;
    seen.add(text.toLowerCase());
    const chosen = typeof entry === 'string' ? undefined : tagPalette.find((p) => p.color === entry.color);
    tags.push({ text, ...(chosen ?? paletteFor(text)) });
  }
  return tags;
}
