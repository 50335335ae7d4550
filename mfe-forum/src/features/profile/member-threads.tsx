import { RelativeTime } from '@site/ui';
import { GameTag } from '../../components/game-tag.js';
import { ThreadLink } from '../../components/thread-link.js';
import { plural } from '../../utils/plural.js';
import { MemberListSection } from './member-list-section.js';
import { useMemberList } from './member-list-query.js';

/** The threads a member started, each linking to the thread (where the viewer stopped reading, '3 new'). */
export function MemberThreads({ username }: { username: string }) {
  const query = useMemberList(username, 'threads');
  const threads = query.data?.pages.flatMap((page) => page.threads) ?? [];
  return (
    <MemberListSection title="Threads" empty="No threads yet" query={query}>
      {threads.map((thread) => (
        <li key={thread.id} className="p-4">
          <div className="flex flex-wrap items-center gap-2">
            <ThreadLink thread={thread} />
            <GameTag game={thread.game} />
          </div>
          <p className="mt-1 flex flex-wrap gap-x-2 text-sm text-muted">
            <RelativeTime value={thread.created_at} />
            <span aria-hidden="true">·</span>
            <span>{plural(thread.reply_count, 'reply', 'replies')}</span>
          </p>
        </li>
      ))}
    </MemberListSection>
  );
}
