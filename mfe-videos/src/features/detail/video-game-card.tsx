import { apiClient, gamesKeys } from '@site/api-client';
import type { Game } from '@site/contracts';
import { standingSummary, tierLabel } from '@site/domain';
import { LoadingState, RatingBadge } from '@site/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router-dom';

/** The game as its page reads it: the same cache entry, so either page opened after the other shows it at once. */
const gameQuery = (id: number) =>
  queryOptions({
    queryKey: gamesKeys.game(String(id)),
    queryFn: () => apiClient.get<Game>(`/lightgun/games/${id}`),
  });

/** The catalogue game a video shows (an admin linked it): its platform and how well it plays, a link to its page. */
export function VideoGameCard({ gameId }: { gameId: number }) {
  const game = useQuery(gameQuery(gameId));
  const headingId = useId();
  if (game.isPending) return <LoadingState label="Loading the game..." />;
  // A game deleted since is unlinked by the API; until the video is read again there is nothing to show.
  if (game.isError) return null;
  const { title, platform, compatibility } = game.data;
  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-lg border border-border bg-surface p-4">
      <h2 id={headingId} className="text-sm font-semibold text-muted">
        The game in this video
      </h2>
      <p className="mt-1 text-lg font-bold [overflow-wrap:anywhere]">{title}</p>
      <p className="text-sm text-muted">{platform}</p>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
        <RatingBadge rating={compatibility.tier} label={`Compatibility: ${tierLabel(compatibility.tier)}`} />
        {compatibility.tier && <span className="text-muted">{standingSummary(compatibility)}</span>}
      </p>
      <Link to={`/games/${gameId}`} className="mt-3 inline-block text-accent underline underline-offset-2">
        {`${title}: compatibility, setups and discussion`}
      </Link>
    </section>
  );
}
