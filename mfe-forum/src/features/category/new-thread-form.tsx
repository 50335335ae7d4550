import { Button, StatusMessage, TextField } from '@site/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { forumApi } from '../../api/forum-api.js';
import { forumKey } from '../../api/forum-queries.js';
import { TextAreaField } from '../../components/text-area-field.js';

/** Title and Markdown content; a created thread opens at once. */
export function NewThreadForm({ categoryId, onCancel }: { categoryId: number; onCancel(): void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<{ title?: string; content?: string }>({});
  const [failure, setFailure] = useState('');
  const [posting, setPosting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { title: title.trim() ? undefined : 'Please enter a title', content: content.trim() ? undefined : 'Please enter some content' };
    setErrors(found);
    if (found.title || found.content) return;
    setPosting(true);
    setFailure('');
    try {
      const thread = await forumApi.createThread(categoryId, { title: title.trim(), content });
      // The category's list and the figures gain it.
      void queryClient.invalidateQueries({ queryKey: forumKey });
      navigate(`/forum/thread/${thread.id}`);
    } catch (error) {
      // The server's detail (e.g. posting too fast) or 'Failed to create thread'.
      setFailure((error as Error).message);
      setPosting(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="New thread" className="space-y-4 rounded-lg border border-border bg-surface p-4 sm:p-5">
      <h2 className="text-lg font-bold">Start a new thread</h2>
      <TextField label="Title" value={title} onChange={(e) => setTitle(e.target.value)} maxLength={300} error={errors.title} autoFocus />
      <TextAreaField label="Content (Markdown)" value={content} onChange={(e) => setContent(e.target.value)} rows={8} error={errors.content} />
      {failure && <StatusMessage kind="error">{failure}</StatusMessage>}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={posting}>
          {posting ? 'Creating...' : 'Create Thread'}
        </Button>
      </div>
    </form>
  );
}
