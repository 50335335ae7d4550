import type { Tag, Video } from '@site/contracts';
import { addTag, Button, Dialog, StatusMessage, TagChip } from '@site/ui';
import { useState, type FormEvent } from 'react';
import { videosApi } from '../../api/videos-api.js';

/** Add and remove tags locally; Save sends the whole list (spec section 4). */
export function TagEditorDialog({ video, onClose }: { video: Video | null; onClose(updated: Video | null): void }) {
  const [tags, setTags] = useState<Array<Tag | string>>(video?.tags ?? []);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
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

  const save = async () => {
    if (!video) return;
    setSaving(true);
    setError('');
    try {
      onClose(await videosApi.setTags(video.id, tags));
    } catch (caught) {
      setError((caught as Error).message.startsWith('Network error') ? 'Error saving tags' : 'Failed to save tags');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={video !== null} onOpenChange={(open) => !open && onClose(null)} title="Edit tags" description={video?.title}>
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
        <Button variant="secondary" onClick={() => onClose(null)}>
          Cancel
        </Button>
        <Button onClick={save} disabled={saving}>
          {saving ? 'Saving...' : 'Save tags'}
        </Button>
      </div>
    </Dialog>
  );
}
