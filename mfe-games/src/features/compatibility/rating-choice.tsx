import type { UseFormRegisterReturn } from 'react-hook-form';
import { useId } from 'react';
import { compatibilityRatings, ratingLabel } from '@site/domain';

/** The "Rating" radio group; takes `register('rating')` as it is (one registration serves every radio of the group). */
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
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {compatibilityRatings.map((rating) => (
          <label key={rating} className="flex items-center gap-2">
            <input type="radio" value={rating} className="size-4 accent-accent" {...radio} />
            {ratingLabel[rating]}
          </label>
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
