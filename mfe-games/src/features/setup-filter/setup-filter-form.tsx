import { setupOptionsQuery } from '@site/api-client';
import type { SetupPreference } from '@site/contracts';
import { Button, LoadingState, QueryView, SelectField } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { hasSetup, noSetup } from '../../api/my-setup.js';
import { setupParts } from '../../api/setup-options.js';
import { SetupOptionItems } from '../../components/setup-option-items.js';
import { useMySetup } from '../../hooks/use-my-setup.js';

/**
 * Gun, display and way of playing: every game list of the area keeps only the games with a
 * Playable-or-better report for them. `onChange` runs after each change (a paged list goes back to page 1).
 */
export function SetupFilterForm({ onChange }: { onChange?(): void }) {
  const options = useQuery(setupOptionsQuery);
  const { setup, change } = useMySetup();
  const headingId = useId();
  const choose = (next: SetupPreference) => {
    change(next);
    onChange?.();
  };

  return (
    <form
      aria-labelledby={headingId}
      onSubmit={(event) => event.preventDefault()}
      className="rounded-lg border border-border bg-surface p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="font-semibold">
          Works with my setup
        </h2>
        <Button size="sm" variant="secondary" onClick={() => choose(noSetup)} disabled={!hasSetup(setup)}>
          Clear setup
        </Button>
      </div>
      <QueryView
        query={options}
        errorMessage="Failed to load the setup options"
        loading={<LoadingState label="Loading the setup options..." />}
      >
        {(loaded) => (
          <div className="mt-3 grid gap-3 sm:grid-cols-3">
            {setupParts.map((part) => (
              <SelectField
                key={part.key}
                label={part.label}
                value={setup[part.key] ?? ''}
                onChange={(event) =>
                  choose({ ...setup, [part.key]: event.target.value ? Number(event.target.value) : null })
                }
              >
                <option value="">Any</option>
                <SetupOptionItems options={loaded[part.list]} />
              </SelectField>
            ))}
          </div>
        )}
      </QueryView>
    </form>
  );
}
