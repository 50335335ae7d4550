import { RelativeTime } from '@site/ui';
import { Link } from 'react-router-dom';
import { MemberListSection } from './member-list-section.js';
import { useMemberList } from './member-list-query.js';

/** A member's replies, each linking to itself in its thread (the thread opens on the page that holds it). */
export function MemberReplies({ username }: { username: string }) {
  const query = useMemberList(username, 'replies');
  const replies = query.data?.pages.flatMap((page) => page.replies) ?? [];
  return (
    <MemberListSection title="Replies" empty="No replies yet" query={query}>
      {replies.map((reply) => (
        <li key={reply.id} className="p-4">
          <Link
            to={`/forum/thread/${reply.thread_id}#post-${reply.id}`}
            className="font-semibold [overflow-wrap:anywhere] hover:text-accent hover:underline"
          >
            {reply.thread_title}
          </Link>
          <p className="mt-1 text-sm text-muted [overflow-wrap:anywhere]">{reply.excerpt}</p>
          <p className="mt-1 text-xs text-muted">
            <RelativeTime value={reply.created_at} />
          </p>
        </li>
      ))}
    </MemberListSection>
  );
}
