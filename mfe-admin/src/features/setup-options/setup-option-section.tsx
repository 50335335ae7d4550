import type { SetupOption } from '@site/contracts';
import { EmptyState } from '@site/ui';
import { Section } from '../../components/section.js';
import { useAddSetupOption } from './add-setup-option.js';
import { SetupOptionForm } from './setup-option-form.js';
import type { SetupOptionKindInfo } from './setup-option-kinds.js';
import { SetupOptionRow } from './setup-option-row.js';

/** One kind's options, ordered by name as the API sends them, and the form that adds one. */
export function SetupOptionSection({ info, options }: { info: SetupOptionKindInfo; options: SetupOption[] }) {
  const addition = useAddSetupOption(info.kind);
  return (
    <Section title={info.title}>
      {options.length === 0 ? (
        <EmptyState title={`No ${info.title.toLowerCase()} yet`} />
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border bg-surface">
          {options.map((option) => (
            <SetupOptionRow key={option.id} info={info} option={option} />
          ))}
        </ul>
      )}
      <div className="mt-4 rounded-lg border border-dashed border-border p-4">
        <SetupOptionForm
          info={info}
          label={`Add ${info.noun}`}
          submitLabel={`Add ${info.noun}`}
          save={(input) => addition.mutateAsync(input)}
        />
      </div>
    </Section>
  );
}
