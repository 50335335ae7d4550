import type { ForumPost } from '@site/contracts';
import { Button, StatusMessage } from '@site/ui';
import { useState, type FormEvent } from 'react';
import { forumApi } from '../../api/forum-api.js';
import { TextAreaField } from '../../components/text-area-field.js';

/** 'Your reply' and Post Reply; the server's detail (rate limit, locked) shows on failure. */
export function ReplyForm({ threadId, onPosted }: { threadId: number; onPosted(post: ForumPost): void }) {
  const [content, setContent] = useState('');
  const [error, setError] = useState('');
  const [failure, setFailure] = useState('');
  const [posting, setPosting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim()) return setError('Please enter some content');
    setError('');
    setFailure('');
    setPosting(true);
    try {
      const post = await forumApi.reply(threadId, content);
      setContent('');
      onPosted(post);
    } catch (caught) {
      setFailure((caught as Error).message);
    } finally {
      setPosting(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <TextAreaField
        label="Your reply"
        value={content}
        onChange={(e) => setContent(e.target.value)}
        rows={5}
        error={error}
        placeholder="Markdown works: **bold**, lists, links."
      />
      {failure && <StatusMessage kind="error">{failure}</StatusMessage>}
      <div className="flex justify-end">
        <Button type="submit" disabled={posting}>
          {posting ? 'Posting...' : 'Post Reply'}
        </Button>
      </div>
    </form>
  );
}
