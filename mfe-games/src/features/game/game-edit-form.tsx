import { zodResolver } from '@hookform/resolvers/zod';
import { Button, setServerErrors, TextAreaField, TextField } from '@site/ui';
import { useForm } from 'react-hook-form';
import { z } from '@site/ui/zod';
import type { GameEditForm } from './game-edit.js';

// Loaded with the form only (see game-page.tsx), so a visitor's game page carries no form library.
const gameEditSchema = z.object({
  title: z.string(),
  genre: z.string(),
  platform: z.string(),
  release_year: z.string(),
  developer: z.string(),
  publisher: z.string(),
  description: z.string(),
  box_art_url: z.string(),
  screenshots: z.string(),
}) satisfies z.ZodMiniType<GameEditForm>;

const editableFields = Object.keys(gameEditSchema.shape) as Array<keyof GameEditForm>;

/** The game page's edit form: Save sends the changes, Cancel reverts them; the API's refusals land on their fields. */
export function GameEditFormView({
  initial,
  onSave,
  onCancel,
}: {
  initial: GameEditForm;
  /** Sends the changes; a refusal rejects, and its 422 messages go under the fields they name. */
  onSave(form: GameEditForm): Promise<unknown>;
  onCancel(): void;
}) {
  const { register, handleSubmit, setError, formState } = useForm<GameEditForm>({
    defaultValues: initial,
    resolver: zodResolver(gameEditSchema),
  });
  const { errors, isSubmitting: saving } = formState;
  const save = (form: GameEditForm) =>
    onSave(form).catch((refusal: unknown) => setServerErrors(refusal, setError, editableFields));

  return (
    <form onSubmit={handleSubmit(save)} className="mt-6 grid gap-4 sm:grid-cols-2" aria-label="Edit game">
      <TextField label="Title" error={errors.title?.message} className="sm:col-span-2" {...register('title')} />
      <TextField label="Genre (comma separated)" error={errors.genre?.message} {...register('genre')} />
      <TextField label="Platform" error={errors.platform?.message} {...register('platform')} />
      <TextField
        label="Release year"
        type="number"
        inputMode="numeric"
        error={errors.release_year?.message}
        {...register('release_year')}
      />
      <TextField label="Developer" error={errors.developer?.message} {...register('developer')} />
      <TextField label="Publisher" error={errors.publisher?.message} {...register('publisher')} />
      <TextField label="Box art URL" type="url" error={errors.box_art_url?.message} {...register('box_art_url')} />
      <TextAreaField
        label="Description"
        error={errors.description?.message}
        className="sm:col-span-2"
        {...register('description')}
      />
      <TextField
        label="Screenshot URLs (comma separated)"
        error={errors.screenshots?.message}
        className="sm:col-span-2"
        {...register('screenshots')}
      />
      <div className="flex justify-end gap-2 sm:col-span-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
