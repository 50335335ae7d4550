import type { CompatibilityRating } from '@site/contracts';
import { compatibilityRatings as ratings } from '@site/domain';

/** Ratings a setup filter accepts: Playable or better. */
export const workingRatings: readonly CompatibilityRating[] = ['perfect', 'playable'];

/** The better of two ratings. */
export const betterRating = (a: CompatibilityRating, b: CompatibilityRating) =>
  ratings.indexOf(a) <= ratings.indexOf(b) ? a : b;

/**
 * A game's tier from the ratings that count (each member's most recent visible report): none
 * without any; a single one's own rating; otherwise the best rating at least two reach (a report
 * reaches its rating and every worse one).
 */
export function tierOf(counts: Partial<Record<CompatibilityRating, number>>): CompatibilityRating | null {
  const total = ratings.reduce((sum, rating) => sum + (counts[rating] ?? 0), 0);
  if (total === 0) return null;
  const needed = Math.min(total, 2);
  let reaching = 0;
  for (const rating of ratings) {
    reaching += counts[rating] ?? 0;
    if (reaching >= needed) return rating;
  }
  return null;
}
