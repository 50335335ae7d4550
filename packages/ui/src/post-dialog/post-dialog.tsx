import { lazy, Suspense, useState } from 'react';
import type { PostForm, PostSection } from './post-payload.js';

// The form (with its tag input) loads the first time the dialog opens, not with every page.
const PostDialogContent = lazy(() => import(/* webpackChunkName: "post-dialog" */ './post-dialog-content.js'));

export interface PostDialogProps {
  open: boolean;
  section: PostSection;
  /** The post being edited (its id, form, and fields the form does not show but must keep), or null. */
  editing: { id: number; form: PostForm; keep?: Record<string, unknown> } | null;
  /** Sends the payload (POST, or PUT when editing); rejects with a readable message. */
  send(payload: Record<string, unknown>, editingId: number | null): Promise<unknown>;
  /** Whether the poster is an admin: only they see their post at once. */
  publishesDirectly: boolean;
  /** Closed (clears the edit state); `changed` when the list should reload. */
  onClose(changed: boolean): void;
}
/** The shared create/edit dialog for video and news posts; mounted from its first opening on. */
export function PostDialog(props: PostDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <PostDialogContent {...props} />
    </Suspense>
  );
}
