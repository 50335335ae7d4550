import { lazy, Suspense, useState } from 'react';
import type { PostForm, PostPayloads, PostSection } from './post-payload.js';

// The form (with its tag input) loads the first time the dialog opens, not with every page.
const PostDialogContent = lazy(() => import(/* webpackChunkName: "post-dialog" */ './post-dialog-content.js'));

export interface PostDialogProps<S extends PostSection = PostSection> {
  open: boolean;
  section: S;
  /** The post being edited (its id, form, and fields the form does not show but must keep), or null. */
  editing: { id: number; form: PostForm; keep?: Partial<PostPayloads[S]> } | null;
  /** Sends the section's request body (POST, or PUT when editing); rejects with a readable message. */
  send(payload: PostPayloads[S], editingId: number | null): Promise<unknown>;
  /** Whether the poster is an admin: only they see their post at once. */
  publishesDirectly: boolean;
  /** Closed (clears the edit state); `changed` after a post was sent. */
  onClose(changed: boolean): void;
}

/** The shared create/edit dialog for video and news posts; mounted from its first opening on. */
export function PostDialog<S extends PostSection>(props: PostDialogProps<S>) {
  // Each opening (or a switch to another post) gets a fresh form; closing keeps it for the exit.
  const [shown, setShown] = useState({ open: props.open, editing: props.editing, openings: props.open ? 1 : 0 });
  if (shown.open !== props.open || shown.editing !== props.editing) {
    setShown({ open: props.open, editing: props.editing, openings: shown.openings + (props.open ? 1 : 0) });
  }
  if (shown.openings === 0) return null;
  return (
    <Suspense fallback={null}>
      <PostDialogContent key={shown.openings} {...(props as unknown as PostDialogProps)} />
    </Suspense>
  );
}
