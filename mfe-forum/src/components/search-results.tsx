import type { ForumSearchResponse } from '@site/contracts';
import { EmptyState, LoadingState, Pagination, QueryView, RelativeTime } from '@site/ui';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ForumSearch } from '../api/forum-search.js';
import { plural } from '../utils/plural.js';
import { AuthorName } from './author-name.js';
import { GameTag } from './game-tag.js';
import { ThreadBadges } from './thread-badges.js';
import { ThreadLink } from './thread-link.js';

function Group({ title, children, empty }: { title: string; children: ReactNode[]; empty: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-bold">
        {title}
      </h2>
      {children.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{empty}</p>
      ) : (
        <ul className="mt-3 space-y-3">{children}</ul>
      )}
    </section>
  );
}

function SearchHits({
  term,
  data,
  onPageChange,
}: {
  term: string;
  data: ForumSearchResponse;
  onPageChange(page: number): void;
}) {
  const { threads_pagination: threadPages, posts_pagination: postPages } = data;
  const total = threadPages.total_count + postPages.total_count;
  if (total === 0) return <EmptyState title="No results" hint={`Nothing in the forum matches "${term}".`} />;
  // Only the newest matches are ranked (docs/search.md): past them the total reads '500+'.
  const capped = threadPages.capped || postPages.capped;
  return (
    <div>
      <p role="status" className="text-sm text-muted">
        {capped ? `${total}+ results` : plural(total, 'result')} for “{term}”
      </p>
      <div className="mt-4 grid gap-8 lg:grid-cols-2">
        <Group title="Threads" empty="No threads match.">
          {data.threads.map((thread) => (
            <li key={thread.id} className="rounded-lg border border-border bg-surface p-4">
              <div className="flex flex-wrap items-center gap-2">
                <ThreadBadges thread={thread} />
                <ThreadLink thread={thread} />
                <GameTag game={thread.game} />
              </div>
              <p className="mt-1 text-sm text-muted [overflow-wrap:anywhere]">{thread.excerpt}</p>
              <p className="mt-2 flex flex-wrap items-center gap-x-2 text-xs text-muted">
                <AuthorName author={thread.author} /> · <RelativeTime value={thread.updated_at} />
              </p>
            </li>
          ))}
        </Group>
        <Group title="Posts" empty="No posts match.">
          {data.posts.map((post) => (
            <li key={post.id} className="rounded-lg border border-border bg-surface p-4">
              <Link
                to={`/forum/thread/${post.thread_id}#post-${post.id}`}
                className="font-semibold [overflow-wrap:anywhere] hover:text-accent"
              >
                {post.thread_title}
              </Link>
              <p className="mt-1 text-sm text-muted [overflow-wrap:anywhere]">{post.excerpt}</p>
              <p className="mt-2 flex flex-wrap items-center gap-x-2 text-xs text-muted">
                <AuthorName author={post.author} /> · <RelativeTime value={post.created_at} />
              </p>
            </li>
          ))}
        </Group>
      </div>
      <Pagination
        page={threadPages.page}
        totalPages={Math.max(threadPages.total_pages, postPages.total_pages)}
        onPageChange={onPageChange}
        label="Search result pages"
      />
    </div>
  );
}

const searching = <LoadingState label="Searching..." />;

/**
 * Thread and post hits of a forum search, each linking to its thread; 'Searching...' until the typing settles and the
 * answer comes.
 */
export function SearchResults({ search: { term, settled, results, setPage } }: { search: ForumSearch }) {
  if (!settled) return searching;
  return (
    <QueryView query={results} errorMessage={`Search failed: ${results.error?.message}`} loading={searching}>
      {(data) => <SearchHits term={term} data={data} onPageChange={setPage} />}
    </QueryView>
  );
}
