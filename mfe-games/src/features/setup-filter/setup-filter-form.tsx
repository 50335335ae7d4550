import { setupPagePath } from '@site/domain';
import type { SetupOptions } from '@site/contracts';
import { QueryView, SelectField } from '@site/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { setupFilterParts } from '../../api/my-setup.js';
import { useSetupChoice } from '../../hooks/use-setup-in-address.js';

/**
 * Gun, display and way of playing: the area's lists rank their games by them (they hide none). A choice goes into the
 * address (`?gun=sinden&display=flat-tv`), so the ranked list can be shared, and is remembered for the next visit.
 */
export function SetupFilterForm() {
  const { options, shown, choose } = useSetupChoice();
  const headingId = useId();

  return (
    <form
      aria-labelledby={headingId}
      onSubmit={(event) => event.preventDefault()}
      className="rounded-lg border border-border bg-surface p-4"
    >
      <h2 id={headingId} className="font-semibold">
        Rank by your setup
      </h2>
      <QueryView
        query={options}
        errorMessage="Failed to load the setup options"
        // The same selects, disabled, while the options load: the filter keeps its height (no layout shift).
        loading={<SetupSelects shown={shown} />}
      >
        {(loaded) => (
          <>
            <SetupSelects
              shown={shown}
              options={loaded}
              onChoose={(part, slug) => choose({ ...shown, [part]: slug || undefined })}
            />
            {shown.gun && shown.display && (
              <p className="mt-3 text-sm">
                <Link
                  to={setupPagePath(shown.gun, shown.display, shown.play)}
                  className="text-accent underline underline-offset-2"
                >
                  Best games for this setup
                </Link>
              </p>
            )}
          </>
        )}
      </QueryView>
    </form>
  );
}

/** The three selects; without `options` (still loading) each offers only "Any", disabled. */
function SetupSelects({
  shown,
  options,
  onChoose,
}: {
  shown: ReturnType<typeof useSetupChoice>['shown'];
  options?: SetupOptions;
  onChoose?(part: (typeof setupFilterParts)[number]['key'], slug: string): void;
}) {
  return (
    <div className="mt-3 grid gap-3 sm:grid-cols-3" aria-busy={!options}>
      {setupFilterParts.map((part) => (
        <SelectField
          key={part.key}
          label={part.label}
          value={options ? (shown[part.key] ?? '') : ''}
          disabled={!options}
          onChange={(event) => onChoose?.(part.key, event.target.value)}
        >
          <option value="">Any</option>
          {options?.[part.list].map((option) => (
            <option key={option.id} value={option.slug}>
              {option.name}
            </option>
          ))}
        </SelectField>
      ))}
    </div>
  );
}
