import { Button, TextField } from '@site/ui';
import { useId, useState, type FormEvent } from 'react';
import type { GameEditForm } from './game-edit.js';

/** The game page's edit form: Save sends the changes, Cancel reverts them. */
export function GameEditFormView({
  initial,
  saving,
  onSave,
  onCancel,
}: {
  initial: GameEditForm;
  saving: boolean;
  onSave(form: GameEditForm): void;
  onCancel(): void;
}) {
  const [form, setForm] = useState(initial);
  const descriptionId = useId();
  const set = (key: keyof GameEditForm) => (event: { target: { value: string } }) => setForm((current) => ({ ...current, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(form);
  };
  return (
    <form onSubmit={submit} className="mt-6 grid gap-4 sm:grid-cols-2" aria-label="Edit game">
      <TextField label="Title" value={form.title} onChange={set('title')} className="sm:col-span-2" />
      <TextField label="Genre (comma separated)" value={form.genre} onChange={set('genre')} />
      <TextField label="Platform" value={form.platform} onChange={set('platform')} />
      <TextField label="Release year" type="number" inputMode="numeric" value={form.release_year} onChange={set('release_year')} />
      <TextField label="Developer" value={form.developer} onChange={set('developer')} />
      <TextField label="Publisher" value={form.publisher} onChange={set('publisher')} />
      <TextField label="Box art URL" type="url" value={form.box_art_url} onChange={set('box_art_url')} />
      <div className="sm:col-span-2">
        <label htmlFor={descriptionId} className="mb-1 block text-sm font-medium">
          Description
        </label>
        <textarea
          id={descriptionId}
          rows={5}
          value={form.description}
          onChange={set('description')}
          className="w-full rounded-md border border-border bg-bg px-3 py-2"
        />
      </div>
      <TextField label="Screenshot URLs (comma separated)" value={form.screenshots} onChange={set('screenshots')} className="sm:col-span-2" />
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
