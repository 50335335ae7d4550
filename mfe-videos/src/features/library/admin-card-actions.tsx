import { isNetworkError } from '@site/api-client';
import type { Video } from '@site/contracts';
import { Button, InlineConfirm, toast } from '@site/ui';
import { useApproveVideo, useRemoveVideo } from './video-mutations.js';

interface AdminCardActionsProps {
  video: Video;
  onEdit(video: Video): void;
  onEditTags(video: Video): void;
}

const failure = (error: Error, fallback: string, networkText: string) =>
  isNetworkError(error) ? networkText : error.message || fallback;

/** Admin controls of a card: approve/deny a pending video, or edit, tags and delete. */
export function AdminCardActions({ video, onEdit, onEditTags }: AdminCardActionsProps) {
  const approve = useApproveVideo();
  const remove = useRemoveVideo();
  const removeIt = async (fallback: string, networkText: string, done: string) => {
    try {
      await remove.mutateAsync({ id: video.id, pending: video.status === 'pending' });
      toast({ title: done });
    } catch (error) {
      toast({ title: 'Error', description: failure(error as Error, fallback, networkText), variant: 'destructive' });
    }
  };

  if (video.status === 'pending') {
    return (
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={approve.isPending}
          onClick={() =>
            approve.mutate(video.id, {
              onSuccess: () => toast({ title: 'Video approved!', variant: 'success' }),
              onError: (error) =>
                toast({
                  title: 'Error',
                  description: failure(error, 'Failed to approve video', 'Failed to approve video'),
                  variant: 'destructive',
                }),
            })
          }
        >
          Approve
        </Button>
        <InlineConfirm
          label="Deny"
          confirmLabel="Confirm Deny"
          ariaLabel={`Deny ${video.title}`}
          onConfirm={() => removeIt('Failed to reject video', 'Failed to reject video', 'Video rejected and deleted')}
        />
      </div>
    );
  }
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
      <InlineConfirm
        label="Delete"
        ariaLabel={`Delete ${video.title}`}
        onConfirm={() => removeIt('Failed to delete video', 'Error deleting video', 'Video deleted successfully')}
      />
    </div>
  );
}
