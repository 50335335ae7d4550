import type { ForumPost } from '@site/contracts';
import { Button, InlineConfirm, MarkdownBody, RelativeTime, StatusMessage, toast } from '@site/ui';
import { useState, type FormEvent } from 'react';
import { forumApi } from '../../api/forum-api.js';
import { AuthorName } from '../../components/author-name.js';
import { TextAreaField } from '../../components/text-area-field.js';
import { useForumUser } from '../../hooks/use-forum-user.js';

interface PostItemProps {
  post: ForumPost;
  onEdited(post: ForumPost): void;
  onDeleted(post: ForumPost): void;
}

function EditPostForm({ post, onSaved, onCancel }: { post: ForumPost; onSaved(post: ForumPost): void; onCancel(): void }) {
  const [content, setContent] = useState(post.content);
  const [error, setError] = useState('');
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim()) return setError('Please enter some content');
    setError('');
    setSaving(true);
    try {
      onSaved(await forumApi.editPost(post.id, content));
    } catch (caught) {
      setFailure((caught as Error).message);
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="mt-3 space-y-3">
      <TextAreaField label="Edit reply" value={content} onChange={(e) => setContent(e.target.value)} rows={5} error={error} autoFocus />
      {failure && <StatusMessage kind="error">{failure}</StatusMessage>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={saving}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
        <Button size="sm" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** One reply: author, time, '(edited)', Markdown; Edit and Delete for its author and moderators. */
export function PostItem({ post, onEdited, onDeleted }: PostItemProps) {
  const { canManage } = useForumUser();
  const [editing, setEditing] = useState(false);
  const name = post.author.display_name || post.author.username;

  return (
    <article aria-label={`Reply by ${name}`} className="rounded-lg border border-border bg-surface p-4 sm:p-5">
      <header className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
        <AuthorName author={post.author} showPostCount />
        <span aria-hidden="true">·</span>
        <RelativeTime value={post.created_at} />
        {post.edited && <span>(edited)</span>}
      </header>
      {editing ? (
        <EditPostForm
          post={post}
          onCancel={() => setEditing(false)}
          onSaved={(saved) => {
            setEditing(false);
            onEdited(saved);
          }}
        />
      ) : (
        <div className="mt-3">
          <MarkdownBody html={post.content_html} />
        </div>
      )}
      {canManage(post.author.id) && !editing && (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" aria-label={`Edit reply by ${name}`} onClick={() => setEditing(true)}>
            Edit
          </Button>
          <InlineConfirm
            label="Delete"
            ariaLabel={`Delete reply by ${name}`}
            onConfirm={async () => {
              try {
                await forumApi.deletePost(post.id);
                toast({ title: 'Reply deleted' });
                onDeleted(post);
              } catch (error) {
                toast({ title: 'Error', description: (error as Error).message, variant: 'destructive' });
              }
            }}
          />
        </div>
      )}
    </article>
  );
}
