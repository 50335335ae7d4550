import { zodResolver } from '@hookform/resolvers/zod';
import type { SetupOption, SetupOptionInput } from '@site/contracts';
import { maxSetupSlugLength, setupSlug, setupSlugPattern } from '@site/domain';
import { Button, setServerErrors, StatusMessage, TextField } from '@site/ui';
import { z } from '@site/ui/zod';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../utils/error-message.js';
import { FlagCheckbox } from './flag-checkbox.js';
import type { SetupOptionKindInfo } from './setup-option-kinds.js';

// The API's limits (api/src/lightgun/compatibility/dto/setup-option.input.ts), said before sending.
const setupOptionSchema = z.object({
  name: z
    .string()
    .check(z.refine((name) => name.trim() !== '', 'Please enter a name'))
    .check(z.maxLength(100, 'At most 100 characters')),
  slug: z
    .string()
    .check(z.maxLength(maxSetupSlugLength, `At most ${maxSetupSlugLength} characters`))
    .check(
      z.refine(
        (slug) => slug.trim() === '' || setupSlugPattern.test(slug.trim()),
        'Lower-case letters and digits, joined by single hyphens',
      ),
    ),
  description: z.string().check(z.maxLength(500, 'At most 500 characters')),
  modern: z.boolean(),
  needs_crt: z.boolean(),
  crt: z.boolean(),
  original_hardware: z.boolean(),
});
type SetupOptionDraft = z.infer<typeof setupOptionSchema>;

const blank: SetupOptionDraft = {
  name: '',
  slug: '',
  description: '',
  modern: false,
  needs_crt: false,
  crt: false,
  original_hardware: false,
};

const draftOf = (option: SetupOption): SetupOptionDraft => ({
  name: option.name,
  slug: option.slug,
  description: option.description,
  modern: option.modern,
  needs_crt: option.needs_crt,
  crt: option.crt,
  original_hardware: option.original_hardware,
});

interface SetupOptionFormProps {
  info: SetupOptionKindInfo;
  /** Names the form for assistive technology: 'Add gun', 'Edit GunCon 2'. */
  label: string;
  submitLabel: string;
  /** The option being edited; none to add one. */
  initial?: SetupOption;
  save(input: SetupOptionInput): Promise<unknown>;
  /** After a save: the add form empties itself, the edit form closes. */
  onSaved?(): void;
  onCancel?(): void;
}

/**
 * Name, address name (slug), description and the kind's flags of a gun, display or way of playing; a refusal (a taken
 * name or slug: 409) shows the server's reason.
 */
export function SetupOptionForm({ info, label, submitLabel, initial, save, onSaved, onCancel }: SetupOptionFormProps) {
  const form = useForm<SetupOptionDraft>({
    resolver: zodResolver(setupOptionSchema),
    defaultValues: initial ? draftOf(initial) : blank,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = (draft: SetupOptionDraft) => {
    const name = draft.name.trim();
    // An empty slug is made from the name, as the server would; a name with no Latin letters leaves it to the server.
    const slug = draft.slug.trim() || setupSlug(name);
    const flags = Object.fromEntries(info.flags.map(({ key }) => [key, draft[key]]));
    return save({ name, ...(slug && { slug }), description: draft.description.trim(), ...flags }).then(
      () => {
        form.reset();
        onSaved?.();
      },
      (error: unknown) => {
        if (!setServerErrors(error, form.setError, ['name', 'slug', 'description']))
          form.setError('root', { message: errorMessage(error, 'Failed to save the option') });
      },
    );
  };

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate aria-label={label} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Name" maxLength={100} error={errors.name?.message} {...form.register('name')} />
        <TextField
          label="Address name"
          maxLength={maxSetupSlugLength}
          hint={
            initial
              ? 'Changing it changes the addresses of its setup pages and filters.'
              : 'As in ?gun=sinden; made from the name when left empty.'
          }
          error={errors.slug?.message}
          {...form.register('slug')}
        />
        <TextField
          label="Description"
          maxLength={500}
          className="sm:col-span-2"
          error={errors.description?.message}
          {...form.register('description')}
        />
      </div>
      <div className="space-y-2">
        {info.flags.map((flag) => (
          <FlagCheckbox key={flag.key} label={flag.label} help={flag.help} {...form.register(flag.key)} />
        ))}
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
