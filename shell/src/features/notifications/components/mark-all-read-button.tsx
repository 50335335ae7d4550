import { Button, toast, type ButtonProps } from '@site/ui';
import { useMarkAllRead } from '../api/mark-read.js';

/** Marks every notification read; there is nothing to do while none is unread. */
export function MarkAllReadButton({ unreadCount, variant }: { unreadCount: number; variant: ButtonProps['variant'] }) {
  const markAllRead = useMarkAllRead();
  return (
    <Button
      size="sm"
      variant={variant}
      disabled={unreadCount === 0}
      busy={markAllRead.isPending}
      onClick={() =>
        markAllRead.mutate(undefined, {
          onError: (error) => toast({ title: 'Not marked read', description: error.message, variant: 'destructive' }),
        })
      }
    >
      Mark all read
    </Button>
  );
}
