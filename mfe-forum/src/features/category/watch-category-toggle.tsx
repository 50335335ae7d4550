import type { ForumThreadListResponse } from '@site/contracts';
import { Button } from '@site/ui';
import { useForumUser } from '../../hooks/use-forum-user.js';
import { useWatchCategory } from './watch-category.js';

/** 'Watch category' as a toggle for a member, pressed while they watch it. */
export function WatchCategoryToggle({ list }: { list: ForumThreadListResponse }) {
  const { isAuthenticated } = useForumUser();
  const watching = useWatchCategory(list.category.id);
  if (!isAuthenticated || list.watch_level === null) return null;
  const pressed = (watching.isPending ? watching.variables : list.watch_level) === 'watching';
  return (
    <Button
      variant="secondary"
      aria-pressed={pressed}
      busy={watching.isPending}
      onClick={() => watching.mutate(pressed ? 'normal' : 'watching')}
    >
      <span aria-hidden="true">{pressed ? '🔔' : '🔕'}</span>
      Watch category
    </Button>
  );
}
