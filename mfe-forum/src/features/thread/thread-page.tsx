import { isUnknownAddress } from '@site/api-client';
import type { ForumThread } from '@site/contracts';
import { EmptyState, ErrorState, LoadingState, MarkdownBody, PageTitle, RelativeTime } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { AuthorName } from '../../components/author-name.js';
import { BackLink } from '../../components/back-link.js';
import { ThreadBadges } from '../../components/thread-badges.js';
import { plural } from '../../utils/plural.js';
import { DiscussedGameCard } from './discussed-game-card.js';
import { ReplyArea } from './reply-area.js';
import { ReplyList } from './reply-list.js';
import { ThreadModeration } from './thread-moderation.js';
import { threadQuery } from './thread-query.js';
import { VoteButtons } from './vote-buttons.js';

function ThreadView({ thread }: { thread: ForumThread }) {
  return (
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
        </p>
        <ThreadModeration thread={thread} />
      </header>

      {thread.game && <DiscussedGameCard game={thread.game} />}

      <div className="mt-6 rounded-lg border border-border bg-surface p-4 sm:p-6">
        <MarkdownBody html={thread.content_html} />
      </div>

      <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-2">
        <VoteButtons thread={thread} />
        <p className="flex flex-wrap gap-x-4 text-sm text-muted">
          <span>{plural(thread.post_count, 'post')}</span>
          <span>{plural(thread.view_count, 'view')}</span>
        </p>
      </div>

      <section aria-labelledby="replies-heading" className="mt-10">
        <h2 id="replies-heading" className="text-xl font-bold">
          Replies ({thread.reply_count})
        </h2>
        <ReplyList thread={thread} />
        <div className="mt-8">
          <ReplyArea thread={thread} />
        </div>
      </section>
    </article>
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
  if (thread.data) return <ThreadView thread={thread.data} />;
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
