import type { ForumVoteResponse, ForumVoteType } from '@site/contracts';
import { toast } from '@site/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { forumApi } from '../../api/forum-api.js';
import { useForumUser } from '../../hooks/use-forum-user.js';
import { useLoginPath } from '../../hooks/use-login-path.js';

interface VoteButtonsProps {
  threadId: number;
  voteCount: number;
  userVote: ForumVoteType | null;
  onVoted(result: ForumVoteResponse): void;
}

const buttons: Array<{ type: ForumVoteType; label: string; symbol: string }> = [
  { type: 'upvote', label: 'Upvote', symbol: '▲' },
  { type: 'downvote', label: 'Downvote', symbol: '▼' },
];

/** Upvote, the count, Downvote; pressed shows the member's own vote, pressing it again takes it back. */
export function VoteButtons({ threadId, voteCount, userVote, onVoted }: VoteButtonsProps) {
  const { isAuthenticated } = useForumUser();
  const navigate = useNavigate();
  const loginPath = useLoginPath();
  const [busy, setBusy] = useState(false);

  const vote = async (type: ForumVoteType) => {
    if (!isAuthenticated) return navigate(loginPath);
    setBusy(true);
    try {
      onVoted(await forumApi.vote(threadId, type));
    } catch (error) {
      toast({ title: 'Error', description: (error as Error).message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const button = ({ type, label, symbol }: (typeof buttons)[number]) => {
    const pressed = userVote === type;
    return (
      <button
        type="button"
        aria-label={label}
        title={label}
        aria-pressed={pressed}
        disabled={busy}
        onClick={() => vote(type)}
        className={`flex size-9 items-center justify-center rounded-md text-lg transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-wait ${pressed ? 'bg-accent-strong text-accent-contrast' : 'text-text hover:bg-surface-raised'}`}
      >
        <span aria-hidden="true">{symbol}</span>
      </button>
    );
  };

  return (
    <div role="group" aria-label="Votes" className="inline-flex items-center gap-1 rounded-md border border-border bg-surface p-1">
      {button(buttons[0])}
      <output aria-label="Vote count" className="min-w-8 text-center font-bold tabular-nums">
        {voteCount}
      </output>
      {button(buttons[1])}
    </div>
  );
}
