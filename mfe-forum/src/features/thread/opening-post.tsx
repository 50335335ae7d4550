import type { ForumThread } from '@site/contracts';
import { Button, LoadingState, MarkdownBody } from '@site/ui';
import { lazy, Suspense, useRef, useState } from 'react';
import { useForumUser } from '../../hooks/use-forum-user.js';
import { ReadMarker } from './read-tracking.js';

// The form (and the form library) loads when someone edits, not with every thread page.
const EditThreadForm = lazy(() => import('./edit-thread-form.js').then((m) => ({ default: m.EditThreadForm })));

/** The opening post; its author and moderators edit it (and the title) in place. */
export function OpeningPost({ thread }: { thread: ForumThread }) {
  const { canManage } = useForumUser();
  const [editing, setEditing] = useState(false);
  // Saved or cancelled, the keyboard focus goes back to Edit rather than to the page's start.
  const refocus = useRef(false);
  return (
    <div className="mt-6 rounded-lg border border-border bg-surface p-4 sm:p-6">
      {editing ? (
        <Suspense fallback={<LoadingState label="Loading the form..." />}>
          <EditThreadForm
            thread={thread}
            onDone={() => {
              refocus.current = true;
              setEditing(false);
            }}
          />
        </Suspense>
      ) : (
        <>
          <MarkdownBody html={thread.content_html} />
          {canManage(thread.author_id) && (
            <div
              className="mt-4"
              ref={(actions) => {
                if (actions && refocus.current) actions.querySelector('button')?.focus();
                refocus.current = false;
              }}
            >
              <Button size="sm" variant="secondary" aria-label="Edit thread" onClick={() => setEditing(true)}>
                Edit
              </Button>
            </div>
          )}
        </>
      )}
      <ReadMarker post={1} />
    </div>
  );
}
