import { zodResolver } from '@hookform/resolvers/zod';
import type { ForumPost } from '@site/contracts';
import { StatusMessage } from '@site/ui';
import { MentionTextAreaField } from '@site/ui/mention';
import { useForm } from 'react-hook-form';
import { SaveCancel } from '../../components/save-cancel.js';
import { showRefusal } from '../../utils/show-refusal.js';
import { useEditReply } from './edit-reply.js';
import { replySchema, type ReplyDraft } from './reply-schema.js';
import type { ThreadRef } from './thread-query.js';

/** A reply's text in place of its body, with Save and Cancel; the saved text shows in the thread at once. */
export function EditReplyForm({ thread, post, onDone }: { thread: ThreadRef; post: ForumPost; onDone(): void }) {
  const editing = useEditReply(thread);
  const form = useForm<ReplyDraft>({ resolver: zodResolver(replySchema), defaultValues: { content: post.content } });
  const { errors, isSubmitting } = form.formState;

  const submit = ({ content }: ReplyDraft) =>
    editing
      .mutateAsync({ postId: post.id, content })
      .then(onDone, (error: unknown) => showRefusal(error, form.setError, ['content']));

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate className="mt-3 space-y-3">
      <MentionTextAreaField
        label="Edit reply"
        rows={5}
        error={errors.content?.message}
        autoFocus
        {...form.register('content')}
      />
      {errors.root?.message && <StatusMessage kind="error">{errors.root.message}</StatusMessage>}
      <SaveCancel saving={isSubmitting} onCancel={onDone} />
    </form>
  );
}
