import type { CompatibilityRating } from '@site/contracts';

export const ratingLabels: Record<CompatibilityRating, string> = { perfect: 'Perfect', playable: 'Playable', issues: 'Issues', broken: 'Broken' };

/** A game's tier in words: 'No reports' while nobody has reported. */
export const tierLabel = (tier: CompatibilityRating | null) => (tier ? ratingLabels[tier] : 'No reports');
