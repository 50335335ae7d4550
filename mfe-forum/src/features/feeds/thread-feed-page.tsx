import { EmptyState, LoadingState, PageTitle, Pagination, pageFromParams, paramsWithPage, QueryView } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useSearchParams } from 'react-router-dom';
import { BackLink } from '../../components/back-link.js';
import { useForumUser } from '../../hooks/use-forum-user.js';
import { useLoginPath } from '../../hooks/use-login-path.js';
import { ThreadList } from '../../components/thread-list.js';
import { FeedLinks } from '../../components/feed-links.js';
import { threadFeedQuery, type ThreadFeedKind } from './thread-feed-query.js';

const feeds = {
  new: { title: 'New threads', hint: 'Threads of the last 14 days you have not opened.', empty: 'No new threads' },
  unread: {
    title: 'Unread',
    hint: 'Threads you opened that have posts since you last read.',
    empty: "You're all caught up",
  },
} satisfies Record<ThreadFeedKind, { title: string; hint: string; empty: string }>;

function ThreadFeed({ kind }: { kind: ThreadFeedKind }) {
  const [params, setParams] = useSearchParams();
  const page = pageFromParams(params);
  const feed = useQuery(threadFeedQuery(kind, page));
  return (
    <QueryView query={feed} errorMessage={`Failed to load: ${feed.error?.message}`} loading={<LoadingState />}>
      {({ threads, pagination }) => (
        <>
          <ThreadList threads={threads} empty={<EmptyState title={feeds[kind].empty} />} />
          <Pagination
            page={pagination.page}
            totalPages={pagination.total_pages}
            onPageChange={(next) => {
              setParams(paramsWithPage(params, next));
              window.scrollTo({ top: 0 });
            }}
            label="Thread pages"
          />
        </>
      )}
    </QueryView>
  );
}

/** /forum/new and /forum/unread: a member's threads to read; a visitor is sent to log in first. */
export function ThreadFeedPage({ kind }: { kind: ThreadFeedKind }) {
  const { isAuthenticated } = useForumUser();
  const loginPath = useLoginPath();
  if (!isAuthenticated) return <Navigate to={loginPath} replace />;
  const { title, hint } = feeds[kind];
  return (
    <section className="space-y-6">
      <PageTitle>{`${title} · Forum`}</PageTitle>
      <BackLink to="/forum">Back to Forum</BackLink>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
          <p className="mt-1 text-muted">{hint}</p>
        </div>
        <FeedLinks />
      </header>
      <ThreadFeed kind={kind} />
    </section>
  );
}
