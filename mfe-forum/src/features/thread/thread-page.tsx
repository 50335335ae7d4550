import { isUnknownAddress } from '@site/api-client';
import type { ForumThread } from '@site/contracts';
import { EmptyState, ErrorState, LoadingState, PageTitle, RelativeTime } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { AuthorName } from '../../components/author-name.js';
import { BackLink } from '../../components/back-link.js';
import { ThreadBadges } from '../../components/thread-badges.js';
import { useForumUser } from '../../hooks/use-forum-user.js';
import { plural } from '../../utils/plural.js';
import { DiscussedGameCard } from './discussed-game-card.js';
import { OpeningPost } from './opening-post.js';
import { PostNumber } from './post-number.js';
import { ReadTracking } from './read-tracking.js';
import { JumpToLast, ReplyArea } from './reply-area.js';
import { ReplyList } from './reply-list.js';
import { ThreadModeration } from './thread-moderation.js';
import { threadQuery } from './thread-query.js';
import { useThreadReplies } from './thread-replies.js';
import { VoteButtons } from './vote-buttons.js';

// Members only: a visitor's thread page carries none of it.
const WatchControl = lazy(() => import('./watch-control.js').then((m) => ({ default: m.WatchControl })));

function ThreadView({ thread }: { thread: ForumThread }) {
  const { isAuthenticated } = useForumUser();
  const replies = useThreadReplies(thread);
  // Posts are numbered where the replies do not fit on one page.
  const lastPostNumber = thread.posts_pagination.total_pages > 1 ? thread.last_post_number : undefined;
  return (
    <ReadTracking thread={thread}>
      <article className="mx-auto max-w-4xl">
        <PageTitle>{`${thread.title} · Forum`}</PageTitle>
        <nav aria-label="Breadcrumb" className="flex flex-wrap gap-x-4 gap-y-1">
          <BackLink to={`/forum/category/${thread.category_id}`}>Back to category</BackLink>
          <BackLink to="/forum">Forum home</BackLink>
        </nav>
        <header className="mt-4 space-y-3">
          <ThreadBadges thread={thread} />
          <h1 className="text-2xl font-bold [overflow-wrap:anywhere] sm:text-3xl">{thread.title}</h1>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
            <AuthorName author={thread.author} showPostCount />
            <span aria-hidden="true">·</span>
            <RelativeTime value={thread.created_at} />
            {thread.edited && <span>(edited)</span>}
            <PostNumber number={1} last={lastPostNumber} />
          </p>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <ThreadModeration thread={thread} />
            {isAuthenticated && thread.watch_level !== null && (
              <Suspense fallback={null}>
                <WatchControl thread={thread} />
              </Suspense>
            )}
          </div>
        </header>

        {thread.game && <DiscussedGameCard game={thread.game} />}

        <OpeningPost thread={thread} />

        <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-2">
          <VoteButtons thread={thread} />
          <p className="flex flex-wrap gap-x-4 text-sm text-muted">
            <span>{plural(thread.reply_count, 'reply', 'replies')}</span>
            <span>{plural(thread.view_count, 'view')}</span>
          </p>
        </div>

        <section aria-labelledby="replies-heading" className="mt-10">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="replies-heading" className="text-xl font-bold">
              Replies ({thread.reply_count})
            </h2>
            <JumpToLast replies={replies}>Jump to last</JumpToLast>
          </div>
          <ReplyList thread={thread} replies={replies} lastPostNumber={lastPostNumber} />
          <div className="mt-8">
            <ReplyArea thread={thread} replies={replies} />
          </div>
        </section>
      </article>
    </ReadTracking>
  );
}

/** /forum/thread/:threadId (also under /forum/category/:categoryId/thread/:threadId). */
export function ThreadPage() {
  const { threadId = '' } = useParams();
  const thread = useQuery(threadQuery(threadId));
  if (isUnknownAddress(thread.error)) {
    return (
      <section className="space-y-6">
        <PageTitle>Thread not found</PageTitle>
        <BackLink to="/forum">Back to Forum</BackLink>
        <EmptyState title="Thread not found" />
      </section>
    );
  }
  // Shown while a later refetch fails too; votes, replies and moderation change it in the cache.
  // Keyed: another thread starts its replies and its reading afresh.
  if (thread.data) return <ThreadView key={thread.data.id} thread={thread.data} />;
  if (thread.isPending) {
    return (
      <>
        <PageTitle>Forum</PageTitle>
        <LoadingState label="Loading thread..." />
      </>
    );
  }
  return (
    <section className="space-y-6">
      <PageTitle>Forum</PageTitle>
      <BackLink to="/forum">Back to Forum</BackLink>
      <ErrorState message={`Failed to load thread: ${thread.error.message}`} onRetry={() => void thread.refetch()} />
    </section>
  );
}
