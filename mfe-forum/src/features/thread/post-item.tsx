import type { ForumPost } from '@site/contracts';
import { Button, InlineConfirm, LoadingState, MarkdownBody, RelativeTime, toast } from '@site/ui';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { AuthorName } from '../../components/author-name.js';
import { useForumUser } from '../../hooks/use-forum-user.js';
import { useDeleteReply } from './delete-reply.js';
import { PostNumber } from './post-number.js';
import { ReadMarker } from './read-tracking.js';
import type { ThreadRef } from './thread-query.js';

// The form (and the form library) loads when someone edits, not with every thread page.
const EditReplyForm = lazy(() => import('./edit-reply-form.js').then((m) => ({ default: m.EditReplyForm })));

/**
 * One reply: author, time, '(edited)', its number in a long thread, Markdown; Edit and Delete for its author and
 * moderators.
 */
export function PostItem({
  thread,
  post,
  highlighted = false,
  lastPostNumber,
}: {
  thread: ThreadRef;
  post: ForumPost;
  highlighted?: boolean;
  lastPostNumber?: number;
}) {
  const { canManage } = useForumUser();
  const deletion = useDeleteReply(thread);
  const [editing, setEditing] = useState(false);
  const name = post.author.display_name || post.author.username;

  return (
    <article
      aria-label={`Reply by ${name}`}
      className={`rounded-lg border bg-surface p-4 sm:p-5 ${highlighted ? 'border-accent' : 'border-border'}`}
    >
      <header className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
        <AuthorName author={post.author} showPostCount />
        <span aria-hidden="true">·</span>
        {/* The reply's own address, to share: it opens the thread on the page that holds it. */}
        <Link to={`/forum/thread/${thread.id}#post-${post.id}`} className="hover:text-accent hover:underline">
          <span className="sr-only">Link to this reply, posted </span>
          <RelativeTime value={post.created_at} />
        </Link>
        {post.edited && <span>(edited)</span>}
        <span className="ml-auto">
          <PostNumber number={post.post_number} last={lastPostNumber} />
        </span>
      </header>
      {editing ? (
        <Suspense fallback={<LoadingState label="Loading the form..." />}>
          <EditReplyForm thread={thread} post={post} onDone={() => setEditing(false)} />
        </Suspense>
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
            onConfirm={() =>
              deletion.mutateAsync(post.id).then(
                () => void toast({ title: 'Reply deleted' }),
                (error: Error) => void toast({ title: 'Error', description: error.message, variant: 'destructive' }),
              )
            }
          />
        </div>
      )}
      <ReadMarker post={post.post_number} />
    </article>
  );
}
