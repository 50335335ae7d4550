import type { UseFormRegisterReturn } from 'react-hook-form';
import { useId } from 'react';
import { compatibilityRatings, ratingDefinition, ratingLabel } from '@site/domain';

/**
 * The "Rating" radio group, each rating with what it means; takes `register('rating')` as it is (one registration
 * serves every radio of the group).
 */
export function RatingChoice({ error, ...radio }: UseFormRegisterReturn & { error?: string }) {
  const id = useId();
  return (
    <fieldset
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend id={`${id}-legend`} className="mb-1 text-sm font-medium">
        Rating
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {compatibilityRatings.map((rating) => (
          // The definition describes the radio; its name stays the rating's word.
          <div key={rating} className="flex items-start gap-2">
            <input
              id={`${id}-${rating}`}
              type="radio"
              value={rating}
              aria-describedby={`${id}-${rating}-means`}
              className="mt-1 size-4 shrink-0 accent-accent"
              {...radio}
            />
            <div>
              <label htmlFor={`${id}-${rating}`} className="font-medium">
                {ratingLabel[rating]}
              </label>
              <p id={`${id}-${rating}-means`} className="text-sm text-muted">
                {ratingDefinition[rating]}
              </p>
            </div>
          </div>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
