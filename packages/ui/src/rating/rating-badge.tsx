import type { CompatibilityRating } from '@site/contracts';
import { tierLabel } from '@site/domain';
import type { ReactNode } from 'react';

/** Light text on a dark tint of the rating's colour (contrast well above 4.5:1 on the dark theme). */
const tones: Record<CompatibilityRating | 'none', string> = {
  perfect: 'border-green-500 bg-green-950 text-green-100',
  playable: 'border-sky-500 bg-sky-950 text-sky-100',
  issues: 'border-amber-500 bg-amber-950 text-amber-100',
  broken: 'border-red-500 bg-red-950 text-red-100',
  none: 'border-border bg-surface-raised text-muted',
};

export interface RatingBadgeProps {
  /** A report's rating or a game's tier; null: no reports yet. */
  rating: CompatibilityRating | null;
  /** Names the badge for assistive technology, e.g. 'Compatibility: Playable'. */
  label?: string;
  /** The words shown; the rating's own word by default. */
  children?: ReactNode;
  className?: string;
}

/** A compatibility rating as a word in a frame of its colour: the word carries the meaning, the colour repeats it. */
export function RatingBadge({ rating, label, children, className = 'px-2 py-0.5 text-xs' }: RatingBadgeProps) {
  return (
    <span
      role={label ? 'img' : undefined}
      aria-label={label}
      className={`inline-block rounded border font-semibold ${tones[rating ?? 'none']} ${className}`}
    >
      {children ?? tierLabel(rating)}
    </span>
  );
}
