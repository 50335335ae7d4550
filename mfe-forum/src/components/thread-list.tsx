import type { ForumThreadSummary } from '@site/contracts';
import { EmptyState, RelativeTime } from '@site/ui';
import { Link } from 'react-router-dom';
import { AuthorName } from '../../components/author-name.js';
import { GameTag } from '../../components/game-tag.js';
import { ThreadBadges } from '../../components/thread-badges.js';
import { plural } from '../../utils/plural.js';

/** A category's threads: pinned first (the API orders them), with their figures. */
export function ThreadList({ threads }: { threads: ForumThreadSummary[] }) {
  if (threads.length === 0) return <EmptyState title="No threads yet" hint="Start the conversation with New Thread." />;
  return (
    <ul className="divide-y divide-border rounded-lg border border-border bg-surface">
      {threads.map((thread) => (
        <li key={thread.id} className="flex flex-wrap items-center gap-x-6 gap-y-2 p-4">
          <div className="min-w-0 flex-1 basis-60">
            <div className="flex flex-wrap items-center gap-2">
              <ThreadBadges thread={thread} />
              <Link
                to={`/forum/thread/${thread.id}`}
                className="font-semibold [overflow-wrap:anywhere] hover:text-accent hover:underline"
              >
                {thread.title}
              </Link>
              <GameTag game={thread.game} />
            </div>
            <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
              <span>by</span> <AuthorName author={thread.author} /> <span aria-hidden="true">·</span>{' '}
              <RelativeTime value={thread.updated_at} />
            </p>
          </div>
          <p className="flex flex-wrap gap-x-4 text-sm text-muted">
            <span>{plural(thread.vote_count, 'vote')}</span>
            <span>{plural(thread.reply_count, 'reply', 'replies')}</span>
            <span>{plural(thread.view_count, 'view')}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
