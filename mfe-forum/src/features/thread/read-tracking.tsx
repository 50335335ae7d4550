import type { ForumThread } from '@site/contracts';
import { createContext, useCallback, useContext, useEffect, useRef, type ReactNode } from 'react';
import { useForumUser } from '../../hooks/use-forum-user.js';
import { useMarkRead } from './mark-read.js';

/** At most one 'read up to' a while: scrolling through a page of replies costs one or two requests, not one a post. */
const throttleMs = 2000;

type Track = (element: HTMLElement | null) => (() => void) | undefined;
const TrackContext = createContext<Track | null>(null);

/**
 * For a member, tells the API the highest post number whose end has been on screen (never lower than it knows, at
 * most once per throttleMs, the last one sent when the page closes). Visitors send nothing.
 */
export function ReadTracking({ thread, children }: { thread: ForumThread; children: ReactNode }) {
  const { isAuthenticated } = useForumUser();
  const { mutate } = useMarkRead(thread);
  const markers = useRef(new Set<HTMLElement>());
  const observer = useRef<IntersectionObserver | null>(null);
  const progress = useRef({ seen: 0, sent: thread.last_read_post_number ?? 0, sentAt: 0, timer: 0 });

  const flush = useCallback(() => {
    const state = progress.current;
    window.clearTimeout(state.timer);
    state.timer = 0;
    if (state.seen <= state.sent) return;
    state.sent = state.seen;
    state.sentAt = Date.now();
    mutate(state.seen);
  }, [mutate]);

  useEffect(() => {
    if (!isAuthenticated || typeof IntersectionObserver === 'undefined') return;
    const state = progress.current;
    const seen = (entries: IntersectionObserverEntry[]) => {
      for (const entry of entries)
        if (entry.isIntersecting) state.seen = Math.max(state.seen, Number((entry.target as HTMLElement).dataset.post));
      if (state.seen > state.sent && !state.timer)
        state.timer = window.setTimeout(flush, Math.max(0, state.sentAt + throttleMs - Date.now()));
    };
    const current = new IntersectionObserver(seen);
    markers.current.forEach((marker) => current.observe(marker));
    observer.current = current;
    return () => {
      current.disconnect();
      observer.current = null;
      flush();
    };
  }, [isAuthenticated, flush]);

  const track = useCallback<Track>((element) => {
    if (!element) return undefined;
    markers.current.add(element);
    observer.current?.observe(element);
    return () => {
      markers.current.delete(element);
      observer.current?.unobserve(element);
    };
  }, []);

  return <TrackContext value={track}>{children}</TrackContext>;
}

/** The end of post number `post`: once it has been on screen, the post counts as read. */
export function ReadMarker({ post }: { post: number }) {
  const track = useContext(TrackContext);
  return <span ref={track ?? undefined} data-post={post} aria-hidden="true" className="block h-px" />;
}
