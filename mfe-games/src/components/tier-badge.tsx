import type { CompatibilityRating } from '@site/contracts';
import { ratingLabel, ratingTone } from './ratings.js';

/** A game's compatibility tier on its card, named 'Compatibility: <tier>' for screen readers. */
export function TierBadge({ tier }: { tier: CompatibilityRating | null }) {
  const text = tier ? ratingLabel[tier] : 'No reports';
  return (
    <span
      role="img"
      aria-label={`Compatibility: ${text}`}
      className={`inline-block rounded border px-2 py-0.5 text-xs font-semibold ${ratingTone[tier ?? 'none']}`}
    >
      {text}
    </span>
  );
}
