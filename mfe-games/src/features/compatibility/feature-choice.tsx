import type { ReportFeature } from '@site/contracts';
import { featureResultLabel, featureResults } from '@site/domain';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

export interface FeatureChoiceProps extends UseFormRegisterReturn<ReportFeature> {
  label: string;
  help: string;
}

/** One feature as Works / Doesn't work / Not tested, with what "works" means for it; takes `register(feature)`. */
export function FeatureChoice({ label, help, ...radio }: FeatureChoiceProps) {
  const id = useId();
  return (
    <fieldset role="radiogroup" aria-labelledby={`${id}-legend`} aria-describedby={`${id}-help`}>
      <legend id={`${id}-legend`} className="text-sm font-medium">
        {label}
      </legend>
      <p id={`${id}-help`} className="text-sm text-muted">
        {help}
      </p>
      <div className="mt-1 flex flex-wrap gap-x-5 gap-y-1">
        {featureResults.map((result) => (
          <label key={result} className="flex items-center gap-2 text-sm">
            <input type="radio" value={result} className="size-4 accent-accent" {...radio} />
            {featureResultLabel[result]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
