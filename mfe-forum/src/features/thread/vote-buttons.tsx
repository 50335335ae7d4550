import type { ForumThread, ForumVoteType } from '@site/contracts';
import { toast } from '@site/ui';
import { useNavigate } from 'react-router-dom';
import { useForumUser } from '../../hooks/use-forum-user.js';
import { useLoginPath } from '../../hooks/use-login-path.js';
import { useVoteOnThread } from './vote-on-thread.js';

const buttons: Array<{ type: ForumVoteType; label: string; symbol: string }> = [
  { type: 'upvote', label: 'Upvote', symbol: '▲' },
  { type: 'downvote', label: 'Downvote', symbol: '▼' },
];

/** Upvote, the count, Downvote; pressed shows the member's own vote, pressing it again takes it back. */
export function VoteButtons({ thread }: { thread: ForumThread }) {
  const { isAuthenticated } = useForumUser();
  const navigate = useNavigate();
  const loginPath = useLoginPath();
  const voting = useVoteOnThread(thread);

  const vote = (type: ForumVoteType) => {
    if (!isAuthenticated) return navigate(loginPath);
    voting.mutate(type, {
      onError: (error) => toast({ title: 'Error', description: error.message, variant: 'destructive' }),
    });
  };

  const button = ({ type, label, symbol }: (typeof buttons)[number]) => {
    const pressed = thread.user_vote === type;
    return (
      <button
        type="button"
        aria-label={label}
        title={label}
        aria-pressed={pressed}
        disabled={voting.isPending}
        onClick={() => vote(type)}
        className={`flex size-9 items-center justify-center rounded-md text-lg transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-wait ${pressed ? 'bg-accent-strong text-accent-contrast' : 'text-text hover:bg-surface-raised'}`}
      >
        <span aria-hidden="true">{symbol}</span>
      </button>
    );
  };

  return (
    <div
      role="group"
      aria-label="Votes"
      className="inline-flex items-center gap-1 rounded-md border border-border bg-surface p-1"
    >
      {button(buttons[0])}
      <output aria-label="Vote count" className="min-w-8 text-center font-bold tabular-nums">
        {thread.vote_count}
      </output>
      {button(buttons[1])}
    </div>
  );
}
