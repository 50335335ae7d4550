import { compatibilityRatings, ratingDefinition } from '@site/domain';
import { RatingBadge } from '@site/ui';

/** What each rating means, folded under its summary so the matrix stays near the heading. */
export function RatingLegend() {
  return (
    <details className="mt-3 rounded-lg border border-border bg-surface p-3 text-sm">
      <summary className="cursor-pointer font-semibold">What the ratings mean</summary>
      <dl className="mt-3 grid gap-x-3 gap-y-2 sm:grid-cols-[auto_1fr]">
        {compatibilityRatings.map((rating) => (
          <div key={rating} className="contents">
            <dt>
              <RatingBadge rating={rating} />
            </dt>
            <dd>{ratingDefinition[rating]}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
