import { isNetworkError } from '@site/api-client';
import type { Tag, Video } from '@site/contracts';
import { addTag, Button, Dialog, StatusMessage, TagChip } from '@site/ui';
import { useState, type FormEvent } from 'react';
import { useSetTags } from './video-mutations.js';

/** Add and remove tags locally; Save sends the whole list (spec section 4), and every list shows it. */
export function TagEditorDialog({ video, onClose }: { video: Video | null; onClose(): void }) {
  const [tags, setTags] = useState<Array<Tag | string>>(video?.tags ?? []);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState('');
  const setTagsOf = useSetTags();
  const [shownFor, setShownFor] = useState(video);
  if (shownFor !== video) {
    setShownFor(video);
    setTags(video?.tags ?? []);
    setDraft('');
    setError('');
  }
  const texts = tags.map((tag) => (typeof tag === 'string' ? tag : tag.text));

  const add = (event: FormEvent) => {
    event.preventDefault();
    const next = addTag(texts, draft);
    if (next.length > texts.length) setTags([...tags, next[next.length - 1]]);
    setDraft('');
  };

  const save = () => {
    if (!video) return;
    setError('');
    setTagsOf.mutate(
      { id: video.id, tags },
      {
        onSuccess: onClose,
        onError: (caught) => setError(isNetworkError(caught) ? 'Error saving tags' : 'Failed to save tags'),
      },
    );
  };

  return (
    <Dialog
      open={video !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Edit tags"
      description={video?.title}
    >
      <ul className="flex min-h-8 flex-wrap gap-2" aria-label="Current tags">
        {tags.map((tag, index) => {
          const chip = typeof tag === 'string' ? { text: tag, color: 'bg-gray-700', textColor: 'text-white' } : tag;
          return (
            <li key={chip.text}>
              <TagChip tag={chip} onRemove={() => setTags(tags.filter((_, i) => i !== index))} />
            </li>
          );
        })}
        {tags.length === 0 && <li className="text-sm text-muted">No tags yet</li>}
      </ul>
      <form onSubmit={add} className="mt-4 flex gap-2">
        <label className="flex-1">
          <span className="sr-only">New tag</span>
          <input
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            placeholder="New tag"
            className="w-full rounded-md border border-border bg-bg px-3 py-2"
          />
        </label>
        <Button type="submit" variant="secondary">
          Add
        </Button>
      </form>
      {error && (
        <div className="mt-4">
          <StatusMessage kind="error">{error}</StatusMessage>
        </div>
      )}
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={save} disabled={setTagsOf.isPending}>
          {setTagsOf.isPending ? 'Saving...' : 'Save tags'}
        </Button>
      </div>
    </Dialog>
  );
}
