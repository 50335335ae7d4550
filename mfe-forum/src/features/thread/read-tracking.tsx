import type { ForumThread } from '@site/contracts';
import { createContext, lazy, Suspense, useCallback, useContext, useRef, type ReactNode } from 'react';
import { useForumUser } from '../../hooks/use-forum-user.js';

// Members only: a visitor's thread page carries no read tracking.
const ReadObserver = lazy(() => import('./read-observer.js'));

type Track = (element: HTMLElement | null) => (() => void) | undefined;
const TrackContext = createContext<Track | null>(null);

/**
 * For a member, tells the API how far they have read (ReadObserver); visitors send nothing. Here: the read markers
 * of the page, kept from the start so that none is missed while the observer loads.
 */
export function ReadTracking({ thread, children }: { thread: ForumThread; children: ReactNode }) {
  const { isAuthenticated } = useForumUser();
  const markers = useRef(new Set<HTMLElement>());
  const observer = useRef<IntersectionObserver | null>(null);

  const track = useCallback<Track>((element) => {
    if (!element) return undefined;
    markers.current.add(element);
    observer.current?.observe(element);
    return () => {
      markers.current.delete(element);
      observer.current?.unobserve(element);
    };
  }, []);

  return (
    <TrackContext value={track}>
      {children}
      {isAuthenticated && (
        <Suspense fallback={null}>
          <ReadObserver thread={thread} markers={markers} observer={observer} />
        </Suspense>
      )}
    </TrackContext>
  );
}

/** The end of post number `post`: once it has been on screen, the post counts as read. */
export function ReadMarker({ post }: { post: number }) {
  const track = useContext(TrackContext);
  return <span ref={track ?? undefined} data-post={post} aria-hidden="true" className="block h-px" />;
}
