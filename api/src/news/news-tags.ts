import { maxTagLength } from './dto/news-validators.js';

/** Trimmed, non-empty, no duplicates whatever their case (the first spelling wins). */
export function normalizeTagTexts(input: readonly string[]): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const entry of input) {
    const text = entry.trim().slice(0, maxTagLength);
    if (!text || seen.has(text.toLowerCase())) continue;
    seen.add(text.toLowerCase());
    tags.push(text);
  }
  return tags;
}
