import type { ForumThread } from '@site/contracts';
import { Button, InlineConfirm, toast } from '@site/ui';
import { useNavigate } from 'react-router-dom';
import { useForumUser } from '../../hooks/use-forum-user.js';
import { useDeleteThread } from './delete-thread.js';
import { useToggleThreadFlag } from './toggle-thread-flag.js';

const showError = (error: Error) => toast({ title: 'Error', description: error.message, variant: 'destructive' });

/** Pin/Unpin and Lock/Unlock for moderators and admins; Delete Thread for them and the author. */
export function ThreadModeration({ thread }: { thread: ForumThread }) {
  const { isModerator, canManage } = useForumUser();
  const navigate = useNavigate();
  const toggle = useToggleThreadFlag(thread);
  const deletion = useDeleteThread(thread);
  if (!canManage(thread.author_id)) return null;

  return (
    <div className="flex flex-wrap items-center gap-2">
      {isModerator && (
        <>
          <Button
            size="sm"
            variant="secondary"
            disabled={toggle.isPending}
            onClick={() => toggle.mutate('pin', { onError: showError })}
          >
            {thread.is_pinned ? 'Unpin Thread' : 'Pin Thread'}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={toggle.isPending}
            onClick={() => toggle.mutate('lock', { onError: showError })}
          >
            {thread.is_locked ? 'Unlock Thread' : 'Lock Thread'}
          </Button>
        </>
      )}
      <InlineConfirm
        label="Delete Thread"
        onConfirm={() =>
          deletion.mutateAsync().then(
            () => {
              toast({ title: 'Thread deleted' });
              navigate(`/forum/category/${thread.category_id}`);
            },
            (error: Error) =>
              void toast({
                title: 'Error',
                description: error.message || 'Failed to delete thread',
                variant: 'destructive',
              }),
          )
        }
      />
    </div>
  );
}
