import type { VideoGameProposal } from '@site/contracts';
import { Button, toast, VideoThumbnail } from '@site/ui';
import { Link } from 'react-router-dom';
import { useAnswerProposal } from './game-proposals-queries.js';

const failed = (error: Error) => toast({ title: 'Error', description: error.message, variant: 'destructive' });

/** One proposed link: the video, the game its title names, and the admin's two answers. */
export function ProposalItem({ proposal }: { proposal: VideoGameProposal }) {
  const accept = useAnswerProposal('accept');
  const dismiss = useAnswerProposal('dismiss');
  const { video, game } = proposal;
  const pair = `${video.title} to ${game.title} (${game.platform})`;
  const busy = accept.isPending || dismiss.isPending;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-3 sm:flex-row sm:items-center">
      <VideoThumbnail thumbnail={video.thumbnail} youtubeId={video.youtube_id} className="w-32 shrink-0 rounded-md" />
      <div className="min-w-0 flex-1 space-y-1">
        <Link to={`/video/${video.id}`} className="block font-semibold hover:text-accent [overflow-wrap:anywhere]">
          {video.title}
        </Link>
        <p className="text-sm text-muted">
          shows{' '}
          <Link to={`/games/${game.id}`} className="text-accent underline underline-offset-2">
            {game.title}
          </Link>{' '}
          ({game.platform})?
        </p>
      </div>
      <div className="flex gap-2">
        <Button
          size="sm"
          busy={accept.isPending}
          disabled={busy && !accept.isPending}
          aria-label={`Link ${pair}`}
          onClick={() =>
            accept.mutate(proposal, { onSuccess: () => toast({ title: `Linked to ${game.title}` }), onError: failed })
          }
        >
          Link
        </Button>
        <Button
          size="sm"
          variant="secondary"
          busy={dismiss.isPending}
          disabled={busy && !dismiss.isPending}
          aria-label={`Dismiss linking ${pair}`}
          onClick={() => dismiss.mutate(proposal, { onError: failed })}
        >
          Dismiss
        </Button>
      </div>
    </li>
  );
}
