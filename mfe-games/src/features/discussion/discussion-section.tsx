import { useAuth } from '@site/auth';
import { Button, LoadingState, QueryView } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { countOf } from '../../components/game-labels.js';
import { LoginLink } from '../../components/login-link.js';
import { gameQuery } from '../../hooks/use-report-platform.js';
import { discussionQuery, gameThreadsQuery } from './discussion-queries.js';

// The form library and the mention field load only when a member starts writing.
const DiscussionComposer = lazy(() =>
  import('./discussion-composer.js').then((module) => ({ default: module.DiscussionComposer })),
);

/**
 * The game page's "Discussions": "Discuss this game" opens the game's forum thread when it exists, else a composer for
 * the member's own first post; the threads about the game are listed under it.
 */
export function DiscussionSection({ gameId }: { gameId: number }) {
  const threads = useQuery(gameThreadsQuery(gameId));
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-xl font-bold">
        Discussions
      </h2>
      <DiscussAction gameId={gameId} />
      <QueryView
        query={threads}
        errorMessage="Failed to load discussions"
        loading={<LoadingState label="Loading discussions..." />}
      >
        {({ threads: list }) =>
          list.length === 0 ? (
            <p className="mt-4 text-muted">No discussions yet</p>
          ) : (
            <ul className="mt-4 space-y-2">
              {list.map((thread) => (
                <li key={thread.id} className="flex flex-wrap items-baseline gap-x-3">
                  <Link
                    to={`/forum/thread/${thread.id}`}
                    className="font-semibold text-accent underline underline-offset-2 [overflow-wrap:anywhere]"
                  >
                    {thread.title}
                  </Link>
                  <span className="text-sm text-muted">{countOf(thread.reply_count, 'reply', 'replies')}</span>
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </section>
  );
}

function DiscussAction({ gameId }: { gameId: number }) {
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const discussion = useQuery(discussionQuery(gameId));
  const game = useQuery(gameQuery(String(gameId)));
  const [composing, setComposing] = useState(false);
  const threadId = discussion.data?.thread_id;
  // The same button whether the thread exists or not: it opens the thread, or the composer of its first post.
  if (threadId) {
    return (
      <Button className="mt-3" onClick={() => navigate(`/forum/thread/${threadId}`)}>
        Discuss this game
      </Button>
    );
  }
  if (!isAuthenticated) return <LoginLink className="mt-3">Log in to discuss this game</LoginLink>;
  if (discussion.isError)
    return <p className="mt-3 text-sm text-muted">The discussion could not be looked up: reload to try again.</p>;
  if (composing && game.data) {
    return (
      <Suspense fallback={<LoadingState label="Opening the composer..." />}>
        <DiscussionComposer game={game.data} onCancel={() => setComposing(false)} />
      </Suspense>
    );
  }
  return (
    <Button className="mt-3" onClick={() => setComposing(true)} disabled={discussion.isPending || !game.data}>
      Discuss this game
    </Button>
  );
}
