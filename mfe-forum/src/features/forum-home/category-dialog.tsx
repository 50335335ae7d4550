import type { ForumCategory } from '@site/contracts';
import { Button, Dialog, StatusMessage, TextField, toast } from '@site/ui';
import { useId, useState, type FormEvent } from 'react';
import { forumApi } from '../../api/forum-api.js';
import { TextAreaField } from '../../components/text-area-field.js';
import { defaultCategoryIcon } from './category-icons.js';
import { IconPalette } from './icon-palette.js';

interface CategoryFormProps {
  /** The category being edited; null creates a new one. */
  category: ForumCategory | null;
  onSaved(): void;
  onCancel(): void;
}

function CategoryForm({ category, onSaved, onCancel }: CategoryFormProps) {
  const iconLabelId = useId();
  const [name, setName] = useState(category?.name ?? '');
  const [description, setDescription] = useState(category?.description ?? '');
  const [icon, setIcon] = useState(category?.icon || defaultCategoryIcon);
  const [errors, setErrors] = useState<{ name?: string; description?: string }>({});
  const [serverError, setServerError] = useState('');
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { name: name.trim() ? undefined : 'Category name is required', description: description.trim() ? undefined : 'Description is required' };
    setErrors(found);
    if (found.name || found.description) return;
    setSaving(true);
    setServerError('');
    const input = { name: name.trim(), description: description.trim(), icon };
    try {
      await (category ? forumApi.updateCategory(category.id, input) : forumApi.createCategory(input));
      toast({ title: category ? 'Category updated' : 'Category created', variant: 'success' });
      onSaved();
    } catch (error) {
      // The client joins a list detail into one message; 'Failed to save category' without one.
      setServerError((error as Error).message);
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} maxLength={100} error={errors.name} autoFocus />
      <TextAreaField
        label="Description"
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        maxLength={500}
        rows={3}
        error={errors.description}
      />
      <div>
        <p id={iconLabelId} className="mb-1 text-sm font-medium">
          Icon <span aria-hidden="true">{icon}</span>
        </p>
        <IconPalette value={icon} onChange={setIcon} labelledBy={iconLabelId} />
      </div>
      {serverError && <StatusMessage kind="error">{serverError}</StatusMessage>}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : category ? 'Save Changes' : 'Create Category'}
        </Button>
      </div>
    </form>
  );
}

export interface CategoryDialogProps {
  open: boolean;
  category: ForumCategory | null;
  onClose(saved: boolean): void;
}

/** Create a category, or edit one (admins): name, description and an icon from the palette. */
export function CategoryDialog({ open, category, onClose }: CategoryDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose(false)} title={category ? 'Edit Category' : 'New Category'}>
      {/* Keyed so each opening starts from the category it edits. */}
      <CategoryForm key={category?.id ?? 'new'} category={category} onSaved={() => onClose(true)} onCancel={() => onClose(false)} />
    </Dialog>
  );
}
