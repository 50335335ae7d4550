/** Titles shorter than this, once normalised, match too much ("Gun", "T2") to be proposed. */
export const shortestMatchedTitle = 4;

/**
 * A title as words only: accents, case, punctuation and the word "the" dropped; apostrophes close up ("Hogan's" reads
 * "hogans"); roman numerals stay as they are ("II" is not "2"). Padded with spaces, so a whole-word search is a
 * substring search.
 */
export function normalisedTitle(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '' && word !== 'the');
  return ` ${words.join(' ')} `;
}

export interface CatalogueTitle {
  id: number;
  title: string;
}

/**
 * The games whose titles appear as whole words in a video's title. A title inside a longer one that also matches is
 * dropped ("Time Crisis" when "Time Crisis II" matches); games sharing a title (one per platform) are all kept.
 */
export function titleMatcher(games: CatalogueTitle[]): (videoTitle: string) => number[] {
  const candidates = games
    .map((game) => ({ id: game.id, words: normalisedTitle(game.title) }))
    .filter((game) => game.words.trim().length >= shortestMatchedTitle);
  return (videoTitle) => {
    const words = normalisedTitle(videoTitle);
    const matched = candidates.filter((game) => words.includes(game.words));
    return matched
      .filter(
        (game) => !matched.some((other) => other.words.length > game.words.length && other.words.includes(game.words)),
      )
      .map((game) => game.id);
  };
}
