import type { CompatibilityStanding, TierConfidence } from '@site/contracts';
import { standingSummary, trendSummary } from '@site/domain';
import { RatingBadge } from '@site/ui';

const confidenceLabel: Record<TierConfidence, string> = {
  high: 'High confidence',
  medium: 'Medium confidence',
  low: 'Low confidence',
};

/**
 * The answer first: the game's tier and how sure it is, beside its title ("Playable · 7 reports · 5 members agree"),
 * and the trend when recent reports disagree with older ones; it leads to the compatibility section.
 */
export function GameStanding({ standing }: { standing: CompatibilityStanding }) {
  const trend = trendSummary(standing);
  return (
    <div className="mt-2">
      <a
        href="#compatibility"
        className="inline-flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-accent"
      >
        {/* The summary names the tier in words; the badge repeats it in colour. */}
        <span aria-hidden="true">
          <RatingBadge rating={standing.tier} className="px-3 py-1" />
        </span>
        <span className="font-semibold">
          {standing.confidence
            ? `${standingSummary(standing)} · ${confidenceLabel[standing.confidence]}`
            : standingSummary(standing)}
        </span>
      </a>
      {trend && <p className="mt-1 text-sm text-muted">{trend}</p>}
    </div>
  );
}
