import type { CompatibilityRating } from '@site/contracts';

/** A compatibility report's ratings, best first: the order of the report form and of tiers. */
export const compatibilityRatings = [
  'perfect',
  'playable',
  'issues',
  'broken',
] as const satisfies readonly CompatibilityRating[];

export const ratingLabel: Record<CompatibilityRating, string> = {
  perfect: 'Perfect',
  playable: 'Playable',
  issues: 'Issues',
  broken: 'Broken',
};

/** A game's tier in words: 'No reports' while nobody has reported. */
export const tierLabel = (tier: CompatibilityRating | null) => (tier ? ratingLabel[tier] : 'No reports');
