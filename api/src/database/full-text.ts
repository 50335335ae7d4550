/** Spec section 9: searches start at 2 characters. */
export const minSearchLength = 2;

/** The words of a search: lower case, at most 8; null when too short or no word is left. */
function searchWords(text: string): string[] | null {
  if (text.trim().length < minSearchLength) return null;
  const words = (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
  return words.length ? words : null;
}

/** Prefix-matching tsquery from free text: 'time cri' -> 'time:* & cri:*'. Null when too short or no word is left. */
export function prefixQuery(text: string): string | null {
  return (
    searchWords(text)
      ?.map((word) => `${word}:*`)
      .join(' & ') ?? null
  );
}

/**
 * The words of a search and the tsqueries a ranked search needs: `prefix` finds (every word as a
 * prefix), `whole` tells the rows that hold the whole words, `title` those with every word (as a
 * prefix) in weight A.
 */
export function searchQueries(text: string): { words: string[]; prefix: string; whole: string; title: string } | null {
  const words = searchWords(text);
  if (!words) return null;
  return {
    words,
    prefix: words.map((word) => `${word}:*`).join(' & '),
    whole: words.join(' & '),
    title: words.map((word) => `${word}:*A`).join(' & '),
  };
}
