import type { SetupOption } from '@site/contracts';
import { Button, InlineConfirm, toast } from '@site/ui';
import { useId, useState } from 'react';
import { errorMessage } from '../../utils/error-message.js';
import { useDeleteSetupOption } from './delete-setup-option.js';
import { SetupOptionForm } from './setup-option-form.js';
import { useUpdateSetupOption } from './update-setup-option.js';

const reportCount = (count: number) => `${count} ${count === 1 ? 'report' : 'reports'}`;

/** One option with its report count; Edit in place, Delete after a confirmation (the server refuses one in use). */
export function SetupOptionRow({ option }: { option: SetupOption }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateSetupOption(option);
  const deletion = useDeleteSetupOption(option);
  const nameId = useId();

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
          label={`Edit ${option.name}`}
          submitLabel="Save"
          initial={{ name: option.name, description: option.description }}
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
            <p className="text-sm text-muted">{reportCount(option.report_count)}</p>
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
