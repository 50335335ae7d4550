import { isNetworkError } from '@site/api-client';
import { useAuth } from '@site/auth';
import type { Game } from '@site/contracts';
import { Button, Dialog, EmptyState, LoadingState, PageTitle, QueryView, toast } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useDeleteGame } from '../../api/delete-game.js';
import { BoxArt } from '../../components/box-art.js';
import { gameQuery } from '../../hooks/use-report-platform.js';
import { useUpdateGame } from './game-query.js';
import { editFormOf, gameChanges, type GameEditForm } from './game-edit.js';
import { FullscreenImage } from './fullscreen-image.js';
import { GameStanding } from './game-standing.js';

// The edit form (and its form libraries) loads when an admin opens it, not with every game page.
const GameEditFormView = lazy(() => import('./game-edit-form.js').then((m) => ({ default: m.GameEditFormView })));

const shownScreenshots = 4;

/** schema.org VideoGame data for search engines; '<' escaped so the JSON cannot end the script. */
function StructuredData({ game }: { game: Game }) {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'VideoGame',
    name: game.title,
    gamePlatform: game.platform,
    genre: game.genre,
    author: game.developer || undefined,
    publisher: game.publisher || undefined,
    datePublished: game.release_year ? String(game.release_year) : undefined,
    description: game.description || undefined,
  };
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}

/**
 * What a game page shows under its details (compatibility, discussions: other features, handed in by the area's
 * routes).
 */
export type GameSections = (game: Game) => ReactNode;

export function GamePage({ sections }: { sections?: GameSections }) {
  const { gameId = '' } = useParams();
  const game = useQuery(gameQuery(gameId));
  return (
    <QueryView
      query={game}
      errorMessage="Failed to load game"
      pageTitle="Games"
      loading={<LoadingState label="Loading game..." />}
      notFound={
        <section>
          <PageTitle>Game not found</PageTitle>
          <Link to="/games" className="text-sm text-accent underline underline-offset-2">
            ← Back to Platforms
          </Link>
          <EmptyState title="Game not found" />
        </section>
      }
    >
      {(loaded) => <GameDetails game={loaded} sections={sections} />}
    </QueryView>
  );
}

function GameDetails({ game, sections }: { game: Game; sections?: GameSections }) {
  const { isAdmin } = useAuth();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [fullscreen, setFullscreen] = useState<{ src: string; alt: string } | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const update = useUpdateGame();
  const deletion = useDeleteGame();
  const platformPath = `/games/platform/${encodeURIComponent(game.platform)}`;

  // The page tells how a save went; the form puts a refusal's messages under its fields.
  const save = (form: GameEditForm) =>
    update.mutateAsync({ id: game.id, changes: gameChanges(editFormOf(game), form) }).then(
      () => {
        setEditing(false);
        toast({ title: 'Game updated successfully!', variant: 'success' });
      },
      (error: Error) => {
        toast({
          title: 'Error',
          description: isNetworkError(error)
            ? `Error updating game: ${error.message}`
            : `Failed to update game: ${error.message || 'Unknown error'}`,
          variant: 'destructive',
        });
        throw error;
      },
    );

  const remove = () =>
    deletion.mutate(game.id, {
      onSuccess: () => {
        toast({ title: 'Game deleted successfully!' });
        navigate(platformPath);
      },
      onError: (error) => {
        toast({
          title: 'Error',
          description: isNetworkError(error) ? 'Error deleting game' : 'Failed to delete game',
          variant: 'destructive',
        });
        setConfirmDelete(false);
      },
    });

  return (
    <article>
      <PageTitle>{`${game.title} (${game.platform})`}</PageTitle>
      <StructuredData game={game} />
      <Link to={platformPath} className="text-sm text-accent underline underline-offset-2">
        ← Back to {game.platform}
      </Link>
      {/* Title and tier first, above the box art, so a phone shows the answer without scrolling. */}
      <header className="mt-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1 className="text-2xl font-bold sm:text-3xl">{game.title}</h1>
          {isAdmin && !editing && (
            <div className="flex gap-2">
              <Button variant="secondary" onClick={() => setEditing(true)}>
                Edit
              </Button>
              <Button variant="danger" onClick={() => setConfirmDelete(true)}>
                Delete
              </Button>
            </div>
          )}
        </div>
        <GameStanding standing={game.compatibility} />
      </header>
      <div className="mt-6 grid gap-8 md:grid-cols-[16rem_1fr]">
        <button
          type="button"
          onClick={() => setFullscreen({ src: game.box_art_url, alt: `${game.title} box art` })}
          aria-label={`View ${game.title} box art full screen`}
          className="self-start"
        >
          <BoxArt src={game.box_art_url} title={game.title} className="aspect-[3/4] w-full rounded-lg" />
        </button>
        <div>
          {game.genre.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label="Genres">
              {game.genre.map((genre) => (
                <li key={genre} className="rounded-full bg-surface-raised px-3 py-1 text-sm">
                  {genre}
                </li>
              ))}
            </ul>
          )}
          {editing ? (
            <Suspense fallback={<LoadingState label="Loading the form..." />}>
              <GameEditFormView initial={editFormOf(game)} onSave={save} onCancel={() => setEditing(false)} />
            </Suspense>
          ) : (
            <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
              <dt className="text-muted">Platform</dt>
              <dd>{game.platform}</dd>
              <dt className="text-muted">Release year</dt>
              <dd>{game.release_year ?? 'Unknown'}</dd>
              <dt className="text-muted">Developer</dt>
              <dd>{game.developer || 'Unknown'}</dd>
              <dt className="text-muted">Publisher</dt>
              <dd>{game.publisher || 'Unknown'}</dd>
              <dt className="text-muted">Description</dt>
              <dd className="whitespace-pre-line">{game.description || 'No description available'}</dd>
            </dl>
          )}
        </div>
      </div>

      {game.screenshots.length > 0 && (
        <section className="mt-10">
          <h2 className="text-xl font-bold">Gameplay Screenshots</h2>
          {game.screenshots.length > shownScreenshots && (
            <p className="mt-1 text-sm text-muted">
              Showing {shownScreenshots} of {game.screenshots.length} screenshots
            </p>
          )}
          <ul className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4">
            {game.screenshots.slice(0, shownScreenshots).map((src, index) => (
              <li key={src}>
                <button
                  type="button"
                  onClick={() => setFullscreen({ src, alt: `${game.title} screenshot ${index + 1}` })}
                  className="block w-full"
                >
                  <img
                    src={src}
                    alt={`${game.title} screenshot ${index + 1}`}
                    className="aspect-video w-full rounded-md object-cover"
                  />
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}

      {game.gameplay_videos.length > 0 && (
        <section className="mt-10">
          <h2 className="text-xl font-bold">Gameplay Videos</h2>
          <ul className="mt-3 flex flex-wrap gap-3">
            {game.gameplay_videos.map((url, index) => (
              <li key={url}>
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-accent underline underline-offset-2"
                >
                  Gameplay Video {index + 1}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}

      {sections?.(game)}

      {fullscreen && <FullscreenImage src={fullscreen.src} alt={fullscreen.alt} onClose={() => setFullscreen(null)} />}
      <Dialog open={confirmDelete} onOpenChange={setConfirmDelete} title="Delete game">
        <p>Are you sure you want to delete this game?</p>
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirmDelete(false)}>
            Cancel
          </Button>
          <Button variant="danger" onClick={remove} disabled={deletion.isPending}>
            Delete
          </Button>
        </div>
      </Dialog>
    </article>
  );
}
