import { isNetworkError } from '@site/api-client';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../button/button.js';
import { Dialog } from '../dialog/dialog.js';
import { TextField } from '../form/text-field.js';
import { StatusMessage } from '../states/status-message.js';
import { TagInput } from '../tags/tag-input.js';
import type { PostDialogProps } from './post-dialog.js';
import { emptyPostForm, postPayload, titleCounterLimit, type PostForm } from './post-payload.js';

const closeDelayMs = 2000;

/** The shared create/edit dialog for video and news posts (spec: 'Post create/edit dialog'). */
export default function PostDialogContent({ open, section, editing, send, publishesDirectly, onClose }: PostDialogProps) {
  const [form, setForm] = useState<PostForm>(editing?.form ?? emptyPostForm);
  const [tab, setTab] = useState<'text' | 'link'>(section === 'videos' ? 'link' : 'text');
  const [status, setStatus] = useState<{ kind: 'busy' | 'success' | 'error'; text: string } | null>(null);
  const [imageBroken, setImageBroken] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const [shownFor, setShownFor] = useState({ open, editing });
  if (shownFor.open !== open || shownFor.editing !== editing) {
    setShownFor({ open, editing });
    if (open) {
      setForm(editing?.form ?? emptyPostForm);
      setStatus(null);
      setImageBroken(false);
    }
  }

  const noun = section === 'videos' ? 'Video' : 'News';
  const linkLabel = section === 'videos' ? 'YouTube URL *' : 'Link URL';
  const linkRequired = section === 'videos';
  const busy = status?.kind === 'busy';
  const set = (field: keyof Omit<PostForm, 'tags'>) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  const close = (changed: boolean) => {
    clearTimeout(closeTimer.current);
    onClose(changed);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.title.trim()) return setStatus({ kind: 'error', text: 'Please enter a title' });
    if (linkRequired && !form.linkUrl.trim()) {
      setTab('link');
      return setStatus({ kind: 'error', text: 'Please enter a YouTube URL' });
    }
    setStatus({ kind: 'busy', text: editing ? 'Updating post...' : 'Submitting post...' });
    try {
      await send({ ...postPayload(section, form, editing !== null), ...editing?.keep } as Parameters<typeof send>[0], editing?.id ?? null);
      const text = editing ? '✓ Post updated!' : publishesDirectly ? '✓ Post created!' : '✓ Submitted! It will appear after admin approval';
      setStatus({ kind: 'success', text });
      setForm(emptyPostForm);
      closeTimer.current = setTimeout(() => close(true), closeDelayMs);
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : 'Failed to create post';
      setStatus({ kind: 'error', text: isNetworkError(error) ? message : `✗ Error: ${message}` });
    }
  };

  const tabClass = (name: 'text' | 'link') =>
    `rounded-t-md px-4 py-2 text-sm font-semibold ${tab === name ? 'border-b-2 border-accent text-text' : 'text-muted hover:text-text'}`;

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close(status?.kind === 'success')} title={`${editing ? 'Edit' : 'Create'} ${noun} Post`} size="xl">
      <form onSubmit={submit} className="space-y-4" noValidate>
        <div role="tablist" aria-label="Post type" className="flex gap-2 border-b border-border">
          <button type="button" role="tab" aria-selected={tab === 'text'} className={tabClass('text')} onClick={() => setTab('text')}>
            Text
          </button>
          <button type="button" role="tab" aria-selected={tab === 'link'} className={tabClass('link')} onClick={() => setTab('link')}>
            Link
          </button>
        </div>
        <div>
          <TextField label="Title *" value={form.title} onChange={set('title')} maxLength={titleCounterLimit * 2} aria-describedby="post-title-counter" />
          <p id="post-title-counter" className="mt-1 text-right text-xs text-muted">
            {form.title.length}/{titleCounterLimit}
          </p>
        </div>
        {tab === 'link' ? (
          <TextField label={linkLabel} type="url" value={form.linkUrl} onChange={set('linkUrl')} placeholder="https://" />
        ) : (
          <div>
            <label htmlFor="post-body" className="mb-1 block text-sm font-medium">
              Body text
            </label>
            <textarea
              id="post-body"
              rows={6}
              value={form.bodyText}
              onChange={set('bodyText')}
              className="w-full rounded-md border border-border bg-bg px-3 py-2"
            />
          </div>
        )}
        <div>
          <TextField
            label="Image URL (optional)"
            type="url"
            value={form.imageUrl}
            onChange={(event) => {
              setImageBroken(false);
              set('imageUrl')(event);
            }}
            error={imageBroken ? 'Invalid image URL' : undefined}
          />
          {form.imageUrl.trim() && !imageBroken && (
            <img
              src={form.imageUrl.trim()}
              alt="Preview of the image"
              onError={() => setImageBroken(true)}
              className="mt-2 max-h-40 rounded-md object-contain"
            />
          )}
        </div>
        <TagInput tags={form.tags} onChange={(tags) => setForm((current) => ({ ...current, tags }))} />
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
          <Button type="submit" disabled={!form.title.trim() || busy}>
            {editing ? 'Save' : 'Post'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
