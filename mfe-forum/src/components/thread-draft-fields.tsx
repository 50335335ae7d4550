import { zodResolver } from '@hookform/resolvers/zod';
import { StatusMessage, TextField } from '@site/ui';
import { MentionTextAreaField } from '@site/ui/mention';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { maxTitleLength, threadDraftSchema, type ThreadDraft } from '../utils/thread-draft.js';

/** A form of a thread's title and opening post, new or edited: the same rules either way. */
export const useThreadDraftForm = (defaultValues: ThreadDraft) =>
  useForm<ThreadDraft>({ resolver: zodResolver(threadDraftSchema), defaultValues });

/** Title and Markdown content (offering @usernames), and why the API refused them. */
export function ThreadDraftFields({ form }: { form: UseFormReturn<ThreadDraft> }) {
  const { errors } = form.formState;
  return (
    <>
      <TextField
        label="Title"
        maxLength={maxTitleLength}
        error={errors.title?.message}
        autoFocus
        {...form.register('title')}
      />
      <MentionTextAreaField
        label="Content (Markdown)"
        rows={8}
        error={errors.content?.message}
        {...form.register('content')}
      />
      {errors.root?.message && <StatusMessage kind="error">{errors.root.message}</StatusMessage>}
    </>
  );
}
