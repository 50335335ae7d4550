import { zodResolver } from '@hookform/resolvers/zod';
import type { SetupOptionInput } from '@site/contracts';
import { Button, setServerErrors, StatusMessage, TextField } from '@site/ui';
import { z } from '@site/ui/zod';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../utils/error-message.js';

// The API's limits (api/src/lightgun/compatibility/dto/setup-option.input.ts), said before sending.
const setupOptionSchema = z.object({
  name: z
    .string()
    .check(z.refine((name) => name.trim() !== '', 'Please enter a name'))
    .check(z.maxLength(100, 'At most 100 characters')),
  description: z.string().check(z.maxLength(500, 'At most 500 characters')),
});
type SetupOptionDraft = z.infer<typeof setupOptionSchema>;

interface SetupOptionFormProps {
  /** Names the form for assistive technology: 'Add gun', 'Edit GunCon 2'. */
  label: string;
  submitLabel: string;
  initial?: SetupOptionDraft;
  save(input: SetupOptionInput): Promise<unknown>;
  /** After a save: the add form empties itself, the edit form closes. */
  onSaved?(): void;
  onCancel?(): void;
}

/**
 * Name and description of a gun, display or way of playing; a refusal (a taken name: 409) shows the server's reason.
 */
export function SetupOptionForm({
  label,
  submitLabel,
  initial = { name: '', description: '' },
  save,
  onSaved,
  onCancel,
}: SetupOptionFormProps) {
  const form = useForm<SetupOptionDraft>({ resolver: zodResolver(setupOptionSchema), defaultValues: initial });
  const { errors, isSubmitting } = form.formState;

  const submit = ({ name, description }: SetupOptionDraft) =>
    save({ name: name.trim(), description: description.trim() }).then(
      () => {
        form.reset();
        onSaved?.();
      },
      (error: unknown) => {
        if (!setServerErrors(error, form.setError, ['name', 'description']))
          form.setError('root', { message: errorMessage(error, 'Failed to save the option') });
      },
    );

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate aria-label={label} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Name" maxLength={100} error={errors.name?.message} {...form.register('name')} />
        <TextField
          label="Description"
          maxLength={500}
          error={errors.description?.message}
          {...form.register('description')}
        />
      </div>
      {errors.root?.message && <StatusMessage kind="error">{errors.root.message}</StatusMessage>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={isSubmitting}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button size="sm" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
