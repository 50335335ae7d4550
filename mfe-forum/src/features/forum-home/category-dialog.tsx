import { zodResolver } from '@hookform/resolvers/zod';
import type { ForumCategory, ForumCategoryInput } from '@site/contracts';
import { Button, Dialog, StatusMessage, TextAreaField, TextField, toast } from '@site/ui';
import { z } from '@site/ui/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { requiredText } from '../../utils/required-text.js';
import { showRefusal } from '../../utils/show-refusal.js';
import { defaultCategoryIcon } from './category-icons.js';
import { IconPalette } from './icon-palette.js';
import { useSaveCategory } from './save-category.js';

// Spec section 5: name and description required; the icon always has a value.
const categorySchema = z.object({
  name: requiredText('Category name is required'),
  description: requiredText('Description is required'),
  icon: z.string(),
});
type CategoryForm = z.infer<typeof categorySchema>;

interface CategoryFormProps {
  /** The category being edited; null creates a new one. */
  category: ForumCategory | null;
  onSaved(): void;
  onCancel(): void;
}

function CategoryFormView({ category, onSaved, onCancel }: CategoryFormProps) {
  const iconLabelId = useId();
  const save = useSaveCategory();
  const form = useForm<CategoryForm>({
    resolver: zodResolver(categorySchema),
    defaultValues: {
      name: category?.name ?? '',
      description: category?.description ?? '',
      icon: category?.icon || defaultCategoryIcon,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const icon = form.watch('icon');

  const submit = (values: CategoryForm) => {
    const input: ForumCategoryInput = {
      name: values.name.trim(),
      description: values.description.trim(),
      icon: values.icon,
    };
    return save.mutateAsync({ id: category?.id ?? null, input }).then(
      () => {
        toast({ title: category ? 'Category updated' : 'Category created', variant: 'success' });
        onSaved();
      },
      // Otherwise a list detail arrives joined into one message; 'Failed to save category' without one.
      (error: unknown) => showRefusal(error, form.setError, ['name', 'description']),
    );
  };

  return (
    <form onSubmit={form.handleSubmit(submit)} className="space-y-4" noValidate>
      <TextField label="Name" maxLength={100} error={errors.name?.message} autoFocus {...form.register('name')} />
      <TextAreaField
        label="Description"
        maxLength={500}
        rows={3}
        error={errors.description?.message}
        {...form.register('description')}
      />
      <div>
        <p id={iconLabelId} className="mb-1 text-sm font-medium">
          Icon <span aria-hidden="true">{icon}</span>
        </p>
        <IconPalette value={icon} onChange={(next) => form.setValue('icon', next)} labelledBy={iconLabelId} />
      </div>
      {errors.root?.message && <StatusMessage kind="error">{errors.root.message}</StatusMessage>}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : category ? 'Save Changes' : 'Create Category'}
        </Button>
      </div>
    </form>
  );
}

export interface CategoryDialogProps {
  open: boolean;
  category: ForumCategory | null;
  onClose(): void;
}

/** Create a category, or edit one (admins): name, description and an icon from the palette. */
export function CategoryDialog({ open, category, onClose }: CategoryDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={category ? 'Edit Category' : 'New Category'}>
      {/* Keyed so each opening starts from the category it edits. */}
      <CategoryFormView key={category?.id ?? 'new'} category={category} onSaved={onClose} onCancel={onClose} />
    </Dialog>
  );
}
