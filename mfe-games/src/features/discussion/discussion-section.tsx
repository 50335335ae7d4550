import { useAuth } from '@site/auth';
import { Button, LoadingState, QueryView, toast } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { countOf } from '../../components/game-labels.js';
import { LoginLink } from '../../components/login-link.js';
import { gameThreadsQuery, useStartDiscussion } from './discussion-queries.js';

/**
 * The game page's "Discussions": "Discuss this game" opens (or starts) its forum thread; the threads about the game are
 * listed under it.
 */
export function DiscussionSection({ gameId }: { gameId: number }) {
  const threads = useQuery(gameThreadsQuery(gameId));
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-xl font-bold">
        Discussions
      </h2>
      <DiscussButton gameId={gameId} />
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

function DiscussButton({ gameId }: { gameId: number }) {
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const discussion = useStartDiscussion(gameId);
  if (!isAuthenticated) return <LoginLink className="mt-3">Log in to discuss this game</LoginLink>;
  const open = () =>
    discussion.mutate(undefined, {
      onSuccess: ({ thread_id }) => navigate(`/forum/thread/${thread_id}`),
      onError: (error) => toast({ title: 'Error', description: error.message, variant: 'destructive' }),
    });
  return (
    <Button className="mt-3" onClick={open} disabled={discussion.isPending}>
      Discuss this game
    </Button>
  );
}
