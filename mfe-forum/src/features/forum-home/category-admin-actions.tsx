import type { ForumCategory } from '@site/contracts';
import { Button, InlineConfirm, toast } from '@site/ui';
import { useDeleteCategory } from './delete-category.js';

// Spec section 8: the API refuses while threads remain, with a detail that mentions them.
const deleteFailureMessage = (message: string) =>
  /threads/i.test(message)
    ? 'This category cannot be deleted while it has threads. Delete its threads first.'
    : message || 'Failed to delete category';

/** Edit and two-step Delete on a category, for admins. */
export function CategoryAdminActions({ category, onEdit }: { category: ForumCategory; onEdit(): void }) {
  const deletion = useDeleteCategory();
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" variant="secondary" aria-label={`Edit ${category.name}`} onClick={onEdit}>
        Edit
      </Button>
      <InlineConfirm
        label="Delete"
        ariaLabel={`Delete ${category.name}`}
        onConfirm={() =>
          deletion.mutateAsync(category.id).then(
            () => void toast({ title: 'Category deleted' }),
            (error: Error) =>
              void toast({ title: 'Error', description: deleteFailureMessage(error.message), variant: 'destructive' }),
          )
        }
      />
    </div>
  );
}
