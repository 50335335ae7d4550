import { zodResolver } from '@hookform/resolvers/zod';
import { isNetworkError } from '@site/api-client';
import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Button } from '../button/button.js';
import { Dialog } from '../dialog/dialog.js';
import { TextAreaField } from '../form/text-area-field.js';
import { TextField } from '../form/text-field.js';
import { StatusMessage } from '../states/status-message.js';
import { TagInput } from '../tags/tag-input.js';
import type { PostDialogProps } from './post-dialog.js';
import { postFormSchemas } from './post-form-schema.js';
import {
  emptyPostForm,
  postPayload,
  titleCounterLimit,
  type PostForm,
  type PostPayloads,
  type PostSection,
} from './post-payload.js';

const closeDelayMs = 2000;

/** The section's request body: the form's, with the fields an edit keeps laid over it. */
const payloadOf = <S extends PostSection>(
  section: S,
  form: PostForm,
  editing: { keep?: Partial<PostPayloads[S]> } | null,
): PostPayloads[S] => ({
  ...postPayload(section, form, editing !== null),
  ...editing?.keep,
});

/**
 * The shared create/edit dialog for video and news posts (spec: 'Post create/edit dialog'). One
 * instance per opening (PostDialog keys it), so the form starts from `editing` or empty each time.
 */
export default function PostDialogContent({
  open,
  section,
  editing,
  send,
  publishesDirectly,
  onClose,
}: PostDialogProps) {
  const form = useForm<PostForm>({
    resolver: zodResolver(postFormSchemas[section]),
    defaultValues: editing?.form ?? emptyPostForm,
  });
  const [tab, setTab] = useState<'text' | 'link'>(section === 'videos' ? 'link' : 'text');
  const [status, setStatus] = useState<{ kind: 'busy' | 'success' | 'error'; text: string } | null>(null);
  const [imageBroken, setImageBroken] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const [title, imageUrl, tags] = form.watch(['title', 'imageUrl', 'tags']);
  const noun = section === 'videos' ? 'Video' : 'News';
  const busy = status?.kind === 'busy';

  const close = (changed: boolean) => {
    clearTimeout(closeTimer.current);
    onClose(changed);
  };

  const submit = async (values: PostForm) => {
    setStatus({ kind: 'busy', text: editing ? 'Updating post...' : 'Submitting post...' });
    try {
      await send(payloadOf(section, values, editing), editing?.id ?? null);
      const text = editing
        ? '✓ Post updated!'
        : publishesDirectly
          ? '✓ Post created!'
          : '✓ Submitted! It will appear after admin approval';
      setStatus({ kind: 'success', text });
      form.reset(emptyPostForm);
      closeTimer.current = setTimeout(() => close(true), closeDelayMs);
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : 'Failed to create post';
      setStatus({ kind: 'error', text: isNetworkError(error) ? message : `✗ Error: ${message}` });
    }
  };
  // The message goes to the status line; a missing YouTube link brings its tab forward.
  const refuse = (errors: FieldErrors<PostForm>) => {
    if (errors.linkUrl) setTab('link');
    setStatus({ kind: 'error', text: (errors.title ?? errors.linkUrl)?.message ?? '' });
  };

  const tabClass = (name: 'text' | 'link') =>
    `rounded-t-md px-4 py-2 text-sm font-semibold ${tab === name ? 'border-b-2 border-accent text-text' : 'text-muted hover:text-text'}`;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close(status?.kind === 'success')}
      title={`${editing ? 'Edit' : 'Create'} ${noun} Post`}
      size="xl"
    >
      <form onSubmit={form.handleSubmit(submit, refuse)} className="space-y-4" noValidate>
        <div role="tablist" aria-label="Post type" className="flex gap-2 border-b border-border">
          <button
            type="button"
            role="tab"
            aria-selected={tab === 'text'}
            className={tabClass('text')}
            onClick={() => setTab('text')}
          >
            Text
          </button>
          <button
            type="button"
            role="tab"
            aria-selected={tab === 'link'}
            className={tabClass('link')}
            onClick={() => setTab('link')}
          >
            Link
          </button>
        </div>
        <div>
          <TextField
            label="Title *"
            maxLength={titleCounterLimit * 2}
            aria-describedby="post-title-counter"
            {...form.register('title')}
          />
          <p id="post-title-counter" className="mt-1 text-right text-xs text-muted">
            {title.length}/{titleCounterLimit}
          </p>
        </div>
        {tab === 'link' ? (
          <TextField
            label={section === 'videos' ? 'YouTube URL *' : 'Link URL'}
            type="url"
            placeholder="https://"
            {...form.register('linkUrl')}
          />
        ) : (
          <TextAreaField label="Body text" rows={6} {...form.register('bodyText')} />
        )}
        <div>
          <TextField
            label="Image URL (optional)"
            type="url"
            error={imageBroken ? 'Invalid image URL' : undefined}
            {...form.register('imageUrl', { onChange: () => setImageBroken(false) })}
          />
          {imageUrl.trim() && !imageBroken && (
            <img
              src={imageUrl.trim()}
              alt="Preview of the image"
              onError={() => setImageBroken(true)}
              className="mt-2 max-h-40 rounded-md object-contain"
            />
          )}
        </div>
        <TagInput tags={tags} onChange={(next) => form.setValue('tags', next)} />
        {status &&
          (status.kind === 'busy' ? (
            <p role="status" className="text-sm text-muted">
              {status.text}
            </p>
          ) : (
            <StatusMessage kind={status.kind}>{status.text}</StatusMessage>
          ))}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => close(status?.kind === 'success')}>
            Cancel
          </Button>
          <Button type="submit" disabled={!title.trim() || busy}>
            {editing ? 'Save' : 'Post'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
