import { zodResolver } from '@hookform/resolvers/zod';
import { Button, StatusMessage, TextAreaField } from '@site/ui';
import { useForm } from 'react-hook-form';
import { showRefusal } from '../../utils/show-refusal.js';
import { useReplyToThread } from './reply-to-thread.js';
import { replySchema, type ReplyDraft } from './reply-schema.js';
import type { ThreadRef } from './thread-query.js';

/** 'Your reply' and Post Reply; the server's detail (rate limit, locked) shows on failure. */
export function ReplyForm({ thread }: { thread: ThreadRef }) {
  const posting = useReplyToThread(thread);
  const form = useForm<ReplyDraft>({ resolver: zodResolver(replySchema), defaultValues: { content: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = ({ content }: ReplyDraft) =>
    posting.mutateAsync(content).then(
      () => form.reset(),
      (error: unknown) => showRefusal(error, form.setError, ['content']),
    );

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate className="space-y-3">
      <TextAreaField
        label="Your reply"
        rows={5}
        error={errors.content?.message}
        placeholder="Markdown works: **bold**, lists, links."
        {...form.register('content')}
      />
      {errors.root?.message && <StatusMessage kind="error">{errors.root.message}</StatusMessage>}
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Posting...' : 'Post Reply'}
        </Button>
      </div>
    </form>
  );
}
