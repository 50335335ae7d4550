import type { SetupPage as SetupPageData } from '@site/contracts';
import { setupPageHeading } from '@site/domain';
import { EmptyState, LoadingState, PageTitle, QueryView } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { GameCard } from '../../components/game-card.js';
import { countOf } from '../../components/game-labels.js';
import { CopyLinkButton } from './copy-link-button.js';
import { setupPageQuery } from './setup-page-queries.js';

const toCatalogue = (
  <Link to="/games" className="text-sm text-accent underline underline-offset-2">
    ← All games
  </Link>
);

/** /games/setup/:gun/:display/:play?: the best games for a setup, as its members reported them. */
export function SetupPage() {
  const { gun = '', display = '', play = null } = useParams();
  const page = useQuery(setupPageQuery(gun, display, play));
  return (
    <QueryView
      query={page}
      errorMessage="Failed to load the games for this setup"
      pageTitle="Games"
      loading={<LoadingState label="Loading the games for this setup..." />}
      notFound={
        <section>
          <PageTitle>Setup not found</PageTitle>
          {toCatalogue}
          <h1 className="mt-4 text-2xl font-bold">Setup not found</h1>
          <div className="mt-6">
            {/* The API names the unknown part: "No such gun: ...". */}
            <EmptyState title="No such setup" hint={page.error?.message} />
          </div>
        </section>
      }
    >
      {(loaded) => <SetupGames page={loaded} />}
    </QueryView>
  );
}

function SetupGames({ page }: { page: SetupPageData }) {
  const { gun, display, play_mode, games } = page;
  const heading = setupPageHeading(gun.name, display.name, play_mode?.name);
  const descriptions = [gun, display, play_mode].flatMap((option) => (option?.description ? [option.description] : []));
  return (
    <section>
      <PageTitle>{heading}</PageTitle>
      {toCatalogue}
      <h1 className="mt-4 text-2xl font-bold [overflow-wrap:anywhere] sm:text-3xl">{heading}</h1>
      <div className="mt-3 max-w-prose space-y-2 text-muted">
        {descriptions.length > 0 && <p>{descriptions.join(' ')}</p>}
        <p>
          The games members reported playing with this setup, best first: by the tier their reports with it reach, then
          by how many agree. Each shows how many members reported it.
        </p>
      </div>
      <div className="mt-4">
        <CopyLinkButton />
      </div>
      {games.length === 0 ? (
        <div className="mt-8">
          <EmptyState title="No reports for this setup yet">
            <p className="mt-2 text-sm">
              <Link to="/games" className="text-accent underline underline-offset-2">
                Find a game in the catalogue
              </Link>{' '}
              and be the first to report how it plays.
            </p>
          </EmptyState>
        </div>
      ) : (
        <ol aria-label="Games, best first" className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {games.map(({ game, standing }) => (
            <GameCard
              key={game.id}
              game={game}
              detail={game.platform}
              standing={standing}
              note={countOf(standing.member_count, 'member')}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
