import type { ForumThread } from '@site/contracts';
import { toast } from '@site/ui';
import { SaveCancel } from '../../components/save-cancel.js';
import { ThreadDraftFields, useThreadDraftForm } from '../../components/thread-draft-fields.js';
import { showRefusal } from '../../utils/show-refusal.js';
import type { ThreadDraft } from '../../utils/thread-draft.js';
import { useEditThread } from './edit-thread.js';

/**
 * The thread's title and opening post, prefilled, with Save and Cancel; the API's refusal (a locked thread refuses its
 * author) shows above the buttons.
 */
export function EditThreadForm({ thread, onDone }: { thread: ForumThread; onDone(): void }) {
  const editing = useEditThread(thread);
  const form = useThreadDraftForm({ title: thread.title, content: thread.content });

  const submit = ({ title, content }: ThreadDraft) =>
    editing.mutateAsync({ title: title.trim(), content }).then(
      () => {
        toast({ title: 'Thread updated', variant: 'success' });
        onDone();
      },
      (error: unknown) => showRefusal(error, form.setError, ['title', 'content']),
    );

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate aria-label="Edit thread" className="space-y-4">
      <ThreadDraftFields form={form} />
      <SaveCancel saving={form.formState.isSubmitting} onCancel={onDone} />
    </form>
  );
}
