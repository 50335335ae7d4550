import type { ForumSearchResponse } from '@site/contracts';
import { EmptyState, ErrorState, LoadingState, RelativeTime } from '@site/ui';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { plainExcerpt } from '../utils/plain-excerpt.js';
import { plural } from '../utils/plural.js';
import { AuthorName } from './author-name.js';
import { ThreadBadges } from './thread-badges.js';

function Group({ title, children, empty }: { title: string; children: ReactNode[]; empty: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-bold">
        {title}
      </h2>
      {children.length === 0 ? <p className="mt-2 text-sm text-muted">{empty}</p> : <ul className="mt-3 space-y-3">{children}</ul>}
    </section>
  );
}

type SearchResult = { data: ForumSearchResponse } | { error: string } | null;

/** Thread and post hits of a forum search, each linking to its thread; null while searching. */
export function SearchResults({ term, result, onRetry }: { term: string; result: SearchResult; onRetry(): void }) {
  if (!result) return <LoadingState label="Searching..." />;
  if ('error' in result) return <ErrorState message={`Search failed: ${result.error}`} onRetry={onRetry} />;
  const { data } = result;
  if (data.count === 0) return <EmptyState title="No results" hint={`Nothing in the forum matches "${term}".`} />;
  return (
    <div>
      <p role="status" className="text-sm text-muted">
        {plural(data.count, 'result')} for “{term}”
      </p>
      <div className="mt-4 grid gap-8 lg:grid-cols-2">
        <Group title="Threads" empty="No threads match.">
          {data.threads.map((thread) => (
            <li key={thread.id} className="rounded-lg border border-border bg-surface p-4">
              <div className="flex flex-wrap items-center gap-2">
                <ThreadBadges pinned={thread.is_pinned} locked={thread.is_locked} />
                <Link to={`/forum/thread/${thread.id}`} className="font-semibold [overflow-wrap:anywhere] hover:text-accent">
                  {thread.title}
                </Link>
              </div>
              <p className="mt-1 text-sm text-muted [overflow-wrap:anywhere]">{plainExcerpt(thread.content)}</p>
              <p className="mt-2 flex flex-wrap items-center gap-x-2 text-xs text-muted">
                <AuthorName author={thread.author} /> · <RelativeTime value={thread.updated_at} />
              </p>
            </li>
          ))}
        </Group>
        <Group title="Posts" empty="No posts match.">
          {data.posts.map((post) => (
            <li key={post.id} className="rounded-lg border border-border bg-surface p-4">
              <Link to={`/forum/thread/${post.thread_id}`} className="font-semibold [overflow-wrap:anywhere] hover:text-accent">
                {post.thread_title}
              </Link>
              <p className="mt-1 text-sm text-muted [overflow-wrap:anywhere]">{plainExcerpt(post.content)}</p>
              <p className="mt-2 flex flex-wrap items-center gap-x-2 text-xs text-muted">
                <AuthorName author={post.author} /> · <RelativeTime value={post.created_at} />
              </p>
            </li>
          ))}
        </Group>
      </div>
    </div>
  );
}
