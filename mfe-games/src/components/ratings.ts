import type { CompatibilityRating } from '@site/contracts';

/** Best first, as the report form offers them. */
export const ratings = ['perfect', 'playable', 'issues', 'broken'] as const satisfies ReadonlyArray<CompatibilityRating>;

export const ratingLabel: Record<CompatibilityRating, string> = { perfect: 'Perfect', playable: 'Playable', issues: 'Issues', broken: 'Broken' };

/** Light text on a dark tint of the rating's colour (contrast well above 4.5:1 on the site's dark theme); the text always says the rating too. */
export const ratingTone: Record<CompatibilityRating | 'none', string> = {
  perfect: 'border-green-500 bg-green-950 text-green-100',
  playable: 'border-sky-500 bg-sky-950 text-sky-100',
  issues: 'border-amber-500 bg-amber-950 text-amber-100',
  broken: 'border-red-500 bg-red-950 text-red-100',
  none: 'border-border bg-surface-raised text-muted',
};
