import { apiError, recordRequests, server } from '@site/test-api';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { followUnreadCount } from '../features/notifications/stream/follow-unread-count.js';
import { eventStream } from './support/notification-fixtures.js';

const count = (n: number) => `event: count\ndata: {"unread_count":${n}}\n\n`;

// eventStream() stays open; this one ends, as a dropped connection does.
const endedStream = (...events: string[]) =>
  new HttpResponse(events.join(''), { headers: { 'Content-Type': 'text/event-stream' } });

function follow(onCount = vi.fn(), onReconnect = vi.fn()) {
  const controller = new AbortController();
  const done = followUnreadCount({
    token: 'token-of-ann',
    signal: controller.signal,
    onCount,
    onReconnect,
    retryDelayMs: 5,
  });
  return { onCount, onReconnect, stop: () => controller.abort(), done };
}

describe('followUnreadCount', () => {
  it('sends the bearer token and reports each count event, skipping other events and malformed ones', async () => {
    const requests = recordRequests();
    let authorization: string | null = null;
    server.use(
      http.get('/api/notifications/stream', ({ request }) => {
        authorization = request.headers.get('Authorization');
        return eventStream(
          ': hello\n\n',
          count(2),
          'event: other\ndata: {}\n\n',
          'event: count\ndata: nope\n\n',
          count(5),
        );
      }),
    );
    const { onCount, stop, done } = follow();
    await vi.waitFor(() => expect(onCount.mock.calls).toEqual([[2], [5]]));
    stop();
    await done;
    expect(authorization).toBe('Bearer token-of-ann');
    expect(requests).toHaveLength(1);
  });

  it('reconnects after a failure or a dropped stream, and says when events may have been missed', async () => {
    let attempts = 0;
    server.use(
      http.get('/api/notifications/stream', () => {
        attempts += 1;
        if (attempts === 1) return apiError(503, 'Starting');
        return attempts === 2 ? endedStream(count(1)) : eventStream(count(3));
      }),
    );
    const { onCount, onReconnect, stop, done } = follow();
    await vi.waitFor(() => expect(onCount.mock.calls).toEqual([[1], [3]]));
    // The first connection follows a refusal, not a lost stream; the second follows the drop.
    expect(onReconnect).toHaveBeenCalledTimes(1);
    stop();
    await done;
    expect(attempts).toBe(3);
  });

  it('stops for good when the API refuses the token', async () => {
    const requests = recordRequests();
    server.use(http.get('/api/notifications/stream', () => apiError(401, 'Not authenticated')));
    const { onCount, done } = follow();
    await done;
    expect(requests).toHaveLength(1);
    expect(onCount).not.toHaveBeenCalled();
  });

  it('stops when aborted, even while waiting to reconnect', async () => {
    const requests = recordRequests();
    server.use(http.get('/api/notifications/stream', () => apiError(500, 'Down')));
    const { stop, done } = follow();
    await vi.waitFor(() => expect(requests.length).toBeGreaterThan(0));
    stop();
    await done;
    const made = requests.length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toHaveLength(made);
  });
});
