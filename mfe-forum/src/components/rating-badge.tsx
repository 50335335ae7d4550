import type { CompatibilityRating } from '@site/contracts';
import { tierLabel } from '../utils/rating-label.js';

const tones: Record<CompatibilityRating | 'none', string> = {
  perfect: 'border-emerald-400 text-emerald-200',
  playable: 'border-sky-400 text-sky-200',
  issues: 'border-amber-400 text-amber-200',
  broken: 'border-red-400 text-red-200',
  none: 'border-border text-muted',
};

/**
 * A rating or a game's tier as a word in a coloured frame (the word carries the meaning, the colour
 * only repeats it). `label` names it for assistive technology, e.g. 'Compatibility: Playable'.
 */
export function RatingBadge({ rating, label }: { rating: CompatibilityRating | null; label?: string }) {
  const text = tierLabel(rating);
  return (
    <span
      role={label ? 'img' : undefined}
      aria-label={label}
      className={`inline-block rounded border px-2 py-0.5 text-xs font-semibold ${tones[rating ?? 'none']}`}
    >
      {text}
    </span>
  );
}
