import { zodResolver } from '@hookform/resolvers/zod';
import { Button, StatusMessage, TextAreaField, TextField } from '@site/ui';
import { z } from '@site/ui/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { requiredText } from '../../utils/required-text.js';
import { showRefusal } from '../../utils/show-refusal.js';
import { useCreateThread } from './create-thread.js';

const newThreadSchema = z.object({
  title: requiredText('Please enter a title'),
  content: requiredText('Please enter some content'),
});
type NewThread = z.infer<typeof newThreadSchema>;

/** Title and Markdown content; a created thread opens at once. */
export function NewThreadForm({ categoryId, onCancel }: { categoryId: number; onCancel(): void }) {
  const navigate = useNavigate();
  const creation = useCreateThread(categoryId);
  const form = useForm<NewThread>({
    resolver: zodResolver(newThreadSchema),
    defaultValues: { title: '', content: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = ({ title, content }: NewThread) =>
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
      <TextField label="Title" maxLength={300} error={errors.title?.message} autoFocus {...form.register('title')} />
      <TextAreaField
        label="Content (Markdown)"
        rows={8}
        error={errors.content?.message}
        {...form.register('content')}
      />
      {errors.root?.message && <StatusMessage kind="error">{errors.root.message}</StatusMessage>}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Creating...' : 'Create Thread'}
        </Button>
      </div>
    </form>
  );
}
