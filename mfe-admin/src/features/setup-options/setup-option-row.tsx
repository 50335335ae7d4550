import type { SetupOption } from '@site/contracts';
import { Button, InlineConfirm, toast } from '@site/ui';
import { useId, useState } from 'react';
import { errorMessage } from '../../utils/error-message.js';
import { useDeleteSetupOption } from './delete-setup-option.js';
import { SetupOptionForm } from './setup-option-form.js';
import type { SetupOptionKindInfo } from './setup-option-kinds.js';
import { useUpdateSetupOption } from './update-setup-option.js';

const reportCount = (count: number) => `${count} ${count === 1 ? 'report' : 'reports'}`;

/**
 * One option with its address name, flags and report count; Edit in place, Delete after a confirmation (the server
 * refuses one in use).
 */
export function SetupOptionRow({ info, option }: { info: SetupOptionKindInfo; option: SetupOption }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateSetupOption(option);
  const deletion = useDeleteSetupOption(option);
  const nameId = useId();
  const flags = info.flags.filter(({ key }) => option[key]).map(({ label }) => label);

  const remove = () =>
    deletion.mutateAsync().then(
      () => void toast({ title: 'Option deleted', description: `${option.name} was deleted.`, variant: 'success' }),
      (error: unknown) =>
        void toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to delete the option'),
          variant: 'destructive',
        }),
    );

  return (
    // Named by the option, so each Edit and Delete is found by the option it belongs to; the edit form names itself.
    <li className="p-4" aria-labelledby={editing ? undefined : nameId}>
      {editing ? (
        <SetupOptionForm
          info={info}
          label={`Edit ${option.name}`}
          submitLabel="Save"
          initial={option}
          save={(input) => update.mutateAsync(input)}
          onSaved={() => setEditing(false)}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <p id={nameId} className="font-semibold [overflow-wrap:anywhere]">
              {option.name}
            </p>
            {option.description && <p className="text-sm text-muted [overflow-wrap:anywhere]">{option.description}</p>}
            <p className="text-sm text-muted [overflow-wrap:anywhere]">
              <code>{option.slug}</code>
              {flags.map((flag) => (
                <span key={flag}> · {flag}</span>
              ))}{' '}
              · <span>{reportCount(option.report_count)}</span>
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
              Edit
            </Button>
            <InlineConfirm label="Delete" onConfirm={remove} />
          </div>
        </div>
      )}
    </li>
  );
}
