import { Button } from '@site/ui';
import { useNavigate } from 'react-router-dom';
import { ThreadDraftFields, useThreadDraftForm } from '../../components/thread-draft-fields.js';
import { showRefusal } from '../../utils/show-refusal.js';
import type { ThreadDraft } from '../../utils/thread-draft.js';
import { useCreateThread } from './create-thread.js';

/** Title and Markdown content (offering @usernames); a created thread opens at once. */
export function NewThreadForm({ categoryId, onCancel }: { categoryId: number; onCancel(): void }) {
  const navigate = useNavigate();
  const creation = useCreateThread(categoryId);
  const form = useThreadDraftForm({ title: '', content: '' });

  const submit = ({ title, content }: ThreadDraft) =>
    creation.mutateAsync({ title: title.trim(), content }).then(
      (thread) => navigate(`/forum/thread/${thread.id}`),
      // The server's detail (e.g. posting too fast) or 'Failed to create thread'.
      (error: unknown) => showRefusal(error, form.setError, ['title', 'content']),
    );

  return (
    <form
      onSubmit={form.handleSubmit(submit)}
      noValidate
      aria-label="New thread"
      className="space-y-4 rounded-lg border border-border bg-surface p-4 sm:p-5"
    >
      <h2 className="text-lg font-bold">Start a new thread</h2>
      <ThreadDraftFields form={form} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Creating...' : 'Create Thread'}
        </Button>
      </div>
    </form>
  );
}
