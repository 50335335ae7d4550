import { isNetworkError } from '@site/api-client';
import type { Video } from '@site/contracts';
import { Button, InlineConfirm, toast } from '@site/ui';
import { lazy, Suspense, useState } from 'react';
import { useApproveVideo, useDenyVideo, useRemoveVideo } from './video-mutations.js';

// The dialog (and the form library) loads when an admin first denies, not with the list.
const DenyDialog = lazy(() => import('@site/ui/deny-dialog').then((m) => ({ default: m.DenyDialog })));

interface AdminCardActionsProps {
  video: Video;
  onEdit(video: Video): void;
  onEditTags(video: Video): void;
}

const failure = (error: Error, fallback: string, networkText = fallback) =>
  isNetworkError(error) ? networkText : error.message || fallback;
const failed = (error: unknown, fallback: string, networkText?: string) =>
  toast({ title: 'Error', description: failure(error as Error, fallback, networkText), variant: 'destructive' });

/**
 * Admin controls of a card: a pending video is approved or denied (with an optional reason), a denied one approved
 * after all or deleted; a published one edited, retagged or deleted.
 */
export function AdminCardActions({ video, onEdit, onEditTags }: AdminCardActionsProps) {
  const approve = useApproveVideo();
  const deny = useDenyVideo();
  const remove = useRemoveVideo();
  const [denying, setDenying] = useState(false);

  const deleteButton = (
    <InlineConfirm
      label="Delete"
      ariaLabel={`Delete ${video.title}`}
      onConfirm={async () => {
        try {
          await remove.mutateAsync(video.id);
          toast({ title: 'Video deleted successfully' });
        } catch (error) {
          failed(error, 'Failed to delete video', 'Error deleting video');
        }
      }}
    />
  );

  if (video.status === 'published') {
    return (
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={() => onEdit(video)} aria-label={`Edit ${video.title}`}>
          Edit
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => onEditTags(video)}
          aria-label={`Edit tags of ${video.title}`}
        >
          Tags
        </Button>
        {deleteButton}
      </div>
    );
  }

  const denyIt = async (reason: string) => {
    try {
      await deny.mutateAsync({ id: video.id, reason });
      setDenying(false);
      toast({ title: 'Video denied', description: 'The submitter is notified.' });
    } catch (error) {
      failed(error, 'Failed to deny video');
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        disabled={approve.isPending}
        onClick={() =>
          approve.mutate(video.id, {
            onSuccess: () => toast({ title: 'Video approved!', variant: 'success' }),
            onError: (error) => failed(error, 'Failed to approve video'),
          })
        }
      >
        Approve
      </Button>
      {video.status === 'pending' ? (
        <Button size="sm" variant="danger" aria-label={`Deny ${video.title}`} onClick={() => setDenying(true)}>
          Deny
        </Button>
      ) : (
        deleteButton
      )}
      {denying && (
        <Suspense fallback={null}>
          <DenyDialog title={video.title} open onOpenChange={setDenying} onDeny={denyIt} />
        </Suspense>
      )}
    </div>
  );
}
