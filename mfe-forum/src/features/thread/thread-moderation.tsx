import type { ForumThread, ForumThreadSummary } from '@site/contracts';
import { Button, InlineConfirm, toast } from '@site/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { forumApi } from '../../api/forum-api.js';
import { forumKey } from '../../api/forum-queries.js';
import { useForumUser } from '../../hooks/use-forum-user.js';

/** Pin/Unpin and Lock/Unlock for moderators and admins; Delete Thread for them and the author. */
export function ThreadModeration({ thread, onToggled }: { thread: ForumThread; onToggled(summary: ForumThreadSummary): void }) {
  const { isModerator, canManage } = useForumUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (!canManage(thread.author_id)) return null;

  const toggle = async (call: (id: number) => Promise<ForumThreadSummary>) => {
    setBusy(true);
    try {
      onToggled(await call(thread.id));
    } catch (error) {
      toast({ title: 'Error', description: (error as Error).message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      {isModerator && (
        <>
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => toggle(forumApi.togglePin)}>
            {thread.is_pinned ? 'Unpin Thread' : 'Pin Thread'}
          </Button>
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => toggle(forumApi.toggleLock)}>
            {thread.is_locked ? 'Unlock Thread' : 'Lock Thread'}
          </Button>
        </>
      )}
      <InlineConfirm
        label="Delete Thread"
        onConfirm={async () => {
          try {
            await forumApi.deleteThread(thread.id);
            // Its category's list and the figures lose it (fetched again where shown next).
            void queryClient.invalidateQueries({ queryKey: forumKey });
            toast({ title: 'Thread deleted' });
            navigate(`/forum/category/${thread.category_id}`);
          } catch (error) {
            toast({ title: 'Error', description: (error as Error).message || 'Failed to delete thread', variant: 'destructive' });
          }
        }}
      />
    </div>
  );
}
