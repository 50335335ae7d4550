import { Button } from '@site/ui';

/** An edit form's Save (the form's submit) and Cancel. */
export function SaveCancel({ saving, onCancel }: { saving: boolean; onCancel(): void }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" size="sm" disabled={saving}>
        {saving ? 'Saving...' : 'Save'}
      </Button>
      <Button size="sm" variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
