/** Spec section 9: searches start at 2 characters. */
export const minSearchLength = 2;

/** Prefix-matching tsquery from free text: 'time cri' -> 'time:* & cri:*'. Null when too short or no word is left. */
export function prefixQuery(text: string): string | null {
  if (text.trim().length < minSearchLength) return null;
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length
    ? words
        .slice(0, 8)
        .map((word) => `${word}:*`)
        .join(' & ')
    : null;
}
