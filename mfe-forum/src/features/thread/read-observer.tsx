import type { ForumThread } from '@site/contracts';
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { useMarkRead } from './mark-read.js';

/** At most one 'read up to' a while: scrolling through a page of replies costs one or two requests, not one a post. */
const throttleMs = 2000;

export interface ReadObserverProps {
  thread: ForumThread;
  /** The read markers on the page, which ReadTracking keeps. */
  markers: RefObject<Set<HTMLElement>>;
  /** Where ReadTracking finds the observer for markers that come later. */
  observer: RefObject<IntersectionObserver | null>;
}

/**
 * ReadTracking's work for a member (a visitor's page never loads it): tells the API the highest post number whose
 * end has been on screen, never lower than it knows, at most once per throttleMs, the last one sent when the page
 * closes.
 */
export default function ReadObserver({ thread, markers, observer }: ReadObserverProps) {
  const { mutate } = useMarkRead(thread);
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
    if (typeof IntersectionObserver === 'undefined') return;
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
  }, [flush, markers, observer]);

  return null;
}
