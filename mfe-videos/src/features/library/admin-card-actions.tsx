import type { Video } from '@site/contracts';
import { Button, InlineConfirm, toast } from '@site/ui';
import { videosApi } from '../../api/videos-api.js';

interface AdminCardActionsProps {
  video: Video;
  onEdit(video: Video): void;
  onEditTags(video: Video): void;
  onRemoved(video: Video): void;
  onApproved(video: Video): void;
}

const failure = (error: unknown, fallback: string, networkText: string) =>
  (error as Error).message.startsWith('Network error') ? networkText : (error as Error).message || fallback;

/** Admin controls of a card: approve/deny a pending video, or edit, tags and delete. */
export function AdminCardActions({ video, onEdit, onEditTags, onRemoved, onApproved }: AdminCardActionsProps) {
  if (video.status === 'pending') {
    return (
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          onClick={async () => {
            try {
              onApproved(await videosApi.approve(video.id));
              toast({ title: 'Video approved!', variant: 'success' });
            } catch (error) {
              toast({ title: 'Error', description: failure(error, 'Failed to approve video', 'Failed to approve video'), variant: 'destructive' });
            }
          }}
        >
          Approve
        </Button>
        <InlineConfirm
          label="Deny"
          confirmLabel="Confirm Deny"
          ariaLabel={`Deny ${video.title}`}
          onConfirm={async () => {
            try {
              await videosApi.reject(video.id);
              onRemoved(video);
              toast({ title: 'Video rejected and deleted' });
            } catch (error) {
              toast({ title: 'Error', description: failure(error, 'Failed to reject video', 'Failed to reject video'), variant: 'destructive' });
            }
          }}
        />
      </div>
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" variant="secondary" onClick={() => onEdit(video)} aria-label={`Edit ${video.title}`}>
        Edit
      </Button>
      <Button size="sm" variant="secondary" onClick={() => onEditTags(video)} aria-label={`Edit tags of ${video.title}`}>
        Tags
      </Button>
      <InlineConfirm
        label="Delete"
        ariaLabel={`Delete ${video.title}`}
        onConfirm={async () => {
          try {
            await videosApi.remove(video.id);
            onRemoved(video);
            toast({ title: 'Video deleted successfully' });
          } catch (error) {
            toast({ title: 'Error', description: failure(error, 'Failed to delete video', 'Error deleting video'), variant: 'destructive' });
          }
        }}
      />
    </div>
  );
}
