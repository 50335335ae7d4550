import type { UnreadCount } from '@site/contracts';
import { createParser } from 'eventsource-parser';

export interface FollowOptions {
  token: string;
  signal: AbortSignal;
  onCount(unreadCount: number): void;
  /** A connection opened after one was lost: counts sent meanwhile were missed. */
  onReconnect(): void;
  /** The first wait before reconnecting; it doubles per failure up to 30 s. */
  retryDelayMs?: number;
}

// Same origin as the API client's `/api`; read with fetch, as EventSource cannot send the bearer token.
const streamUrl = '/api/notifications/stream';
const maxDelayMs = 30_000;

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });

/**
 * Follows the stream's `count` events until `signal` aborts (logout, the bell unmounted) or the API refuses the token.
 * A lost or failed connection is tried again after a growing, jittered wait, so a restarting API is not stormed.
 */
export async function followUnreadCount({ token, signal, onCount, onReconnect, retryDelayMs = 1_000 }: FollowOptions) {
  let failures = 0;
  let connectedBefore = false;
  const parser = createParser({
    onEvent: ({ event, data }) => {
      if (event !== 'count') return;
      try {
        onCount((JSON.parse(data) as UnreadCount).unread_count);
        failures = 0;
      } catch {
        // A malformed event is skipped; the next one or the focus refetch corrects the count.
      }
    },
  });

  while (!signal.aborted) {
    try {
      const response = await fetch(streamUrl, {
        headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
        cache: 'no-store',
        signal,
      });
      // The session is over: the auth provider logs out, which ends this.
      if (response.status === 401 || response.status === 403) return;
      if (response.ok && response.body) {
        if (connectedBefore) onReconnect();
        connectedBefore = true;
        parser.reset();
        const reader = response.body.getReader();
        // Not every fetch ends an open body on abort; cancelling it ends the read below.
        const cancel = () => void reader.cancel().catch(() => {});
        signal.addEventListener('abort', cancel, { once: true });
        const decoder = new TextDecoder();
        try {
          for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
            parser.feed(decoder.decode(chunk.value, { stream: true }));
        } finally {
          signal.removeEventListener('abort', cancel);
        }
      }
    } catch {
      // Offline, cut off, or aborted: the loop's condition tells which.
    }
    if (signal.aborted) return;
    const delay = Math.min(maxDelayMs, retryDelayMs * 2 ** failures++);
    await wait(delay * (0.5 + Math.random() / 2), signal);
  }
}
