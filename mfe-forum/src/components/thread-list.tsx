import type { ForumThreadSummary } from '@site/contracts';
import { EmptyState, RelativeTime } from '@site/ui';
import type { ReactNode } from 'react';
import { AuthorName } from './author-name.js';
import { GameTag } from './game-tag.js';
import { ThreadLink } from './thread-link.js';
import { ThreadBadges } from './thread-badges.js';
import { plural } from '../utils/plural.js';

/**
 * Threads with their figures, in the API's order (a category's: pinned first), each marked '3 new' for a member with
 * posts to read.
 */
export function ThreadList({ threads, empty }: { threads: ForumThreadSummary[]; empty?: ReactNode }) {
  if (threads.length === 0)
    return empty ?? <EmptyState title="No threads yet" hint="Start the conversation with New Thread." />;
  return (
    <ul className="divide-y divide-border rounded-lg border border-border bg-surface">
      {threads.map((thread) => (
        <li key={thread.id} className="flex flex-wrap items-center gap-x-6 gap-y-2 p-4">
          <div className="min-w-0 flex-1 basis-60">
            <div className="flex flex-wrap items-center gap-2">
              <ThreadBadges thread={thread} />
              <ThreadLink thread={thread} />
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
