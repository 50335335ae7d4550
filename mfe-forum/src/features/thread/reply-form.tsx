import { zodResolver } from '@hookform/resolvers/zod';
import { Button, StatusMessage } from '@site/ui';
import { MentionTextAreaField } from '@site/ui/mention';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { showRefusal } from '../../utils/show-refusal.js';
import { threadEndLoaded } from './replies-query.js';
import { useReplyToThread } from './reply-to-thread.js';
import { replySchema, type ReplyDraft } from './reply-schema.js';
import type { ThreadRef } from './thread-query.js';

/**
 * 'Your reply' and Post Reply; the server's detail (rate limit, locked) shows on failure. A posted reply is confirmed
 * and scrolled to where it stands: added to the replies when their end is loaded, else opened on the page that holds
 * it (`#post-<id>`), however many replies lie between.
 */
export function ReplyForm({ thread, autoFocus = false }: { thread: ThreadRef; autoFocus?: boolean }) {
  const posting = useReplyToThread(thread);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [posted, setPosted] = useState<number | null>(null);
  const form = useForm<ReplyDraft>({ resolver: zodResolver(replySchema), defaultValues: { content: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = ({ content }: ReplyDraft) => {
    setPosted(null);
    return posting.mutateAsync(content).then(
      (post) => {
        form.reset();
        setPosted(post.id);
        if (!threadEndLoaded(queryClient, thread.id))
          void navigate({ hash: `post-${post.id}` }, { preventScrollReset: true });
      },
      (error: unknown) => showRefusal(error, form.setError, ['content']),
    );
  };

  useEffect(() => {
    if (posted !== null) document.getElementById(`post-${posted}`)?.scrollIntoView({ block: 'nearest' });
  }, [posted]);

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate className="space-y-3">
      <MentionTextAreaField
        autoFocus={autoFocus}
        label="Your reply"
        rows={5}
        error={errors.content?.message}
        placeholder="Markdown works: **bold**, lists, links."
        {...form.register('content')}
      />
      {errors.root?.message && <StatusMessage kind="error">{errors.root.message}</StatusMessage>}
      {posted !== null && <StatusMessage kind="success">Your reply is posted.</StatusMessage>}
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Posting...' : 'Post Reply'}
        </Button>
      </div>
    </form>
  );
}
