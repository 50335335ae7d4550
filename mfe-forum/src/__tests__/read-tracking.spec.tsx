import { act, screen, waitFor } from '@testing-library/react';
import { callsTo, recordRequests, server, signedInAs } from '@site/test-api';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aPost, aThread, member } from './support/forum-fixtures.js';
import { threadIs } from './support/handlers.js';
import { renderForum } from './support/render-forum.js';

/** jsdom has no IntersectionObserver: this one is told by the test which post ends came on screen. */
class FakeIntersectionObserver {
  static live = new Set<FakeIntersectionObserver>();
  private targets = new Set<HTMLElement>();
  constructor(private callback: (entries: Array<{ target: Element; isIntersecting: boolean }>) => void) {
    FakeIntersectionObserver.live.add(this);
  }
  observe(target: HTMLElement) {
    this.targets.add(target);
  }
  unobserve(target: HTMLElement) {
    this.targets.delete(target);
  }
  disconnect() {
    FakeIntersectionObserver.live.delete(this);
  }
  show(postNumbers: number[]) {
    const shown = [...this.targets].filter((target) => postNumbers.includes(Number(target.dataset.post)));
    this.callback(shown.map((target) => ({ target, isIntersecting: true })));
  }
}

/** A member's read tracking loads with the page (its own chunk): the observer it starts watches every post end. */
const observing = () => waitFor(() => expect(FakeIntersectionObserver.live.size).toBe(1));

const scrollTo = (...postNumbers: number[]) =>
  act(() => FakeIntersectionObserver.live.forEach((observer) => observer.show(postNumbers)));

beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver));
afterEach(() => {
  vi.unstubAllGlobals();
  FakeIntersectionObserver.live.clear();
});

const thread = aThread({
  posts: [2, 3, 4].map((n) => aPost({ id: 100 + n, post_number: n, content: `Reply ${n}` })),
  last_read_post_number: 2,
});
const readAnswer = http.put('/api/forum/threads/7/read', () => HttpResponse.json({ unread_count: 0 }));

describe('reading a thread', () => {
  it('tells the API the highest post a member has seen: never below what it knows, at most once in a while', async () => {
    signedInAs(member);
    server.use(threadIs(thread), readAnswer);
    const calls = recordRequests();
    await renderForum('/forum/thread/7');
    await screen.findByText('Reply 4');
    await observing();
    scrollTo(1, 2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo(calls, 'PUT', '/api/forum/threads/7/read')).toEqual([]);

    scrollTo(3);
    await waitFor(() => expect(callsTo(calls, 'PUT', '/api/forum/threads/7/read')).toEqual([{ post_number: 3 }]));
    scrollTo(4);
    scrollTo(3);
    // Within the throttle nothing more goes; then the highest seen does.
    expect(callsTo(calls, 'PUT', '/api/forum/threads/7/read')).toHaveLength(1);
    await waitFor(
      () =>
        expect(callsTo(calls, 'PUT', '/api/forum/threads/7/read')).toEqual([{ post_number: 3 }, { post_number: 4 }]),
      { timeout: 3000 },
    );
  });

  it('sends what is still waiting when the member leaves the page', async () => {
    signedInAs(member);
    server.use(threadIs({ ...thread, last_read_post_number: null }), readAnswer);
    const calls = recordRequests();
    const { unmount } = await renderForum('/forum/thread/7');
    await screen.findByText('Reply 4');
    await observing();
    scrollTo(1);
    await waitFor(() => expect(callsTo(calls, 'PUT', '/api/forum/threads/7/read')).toEqual([{ post_number: 1 }]));
    scrollTo(2, 3);
    unmount();
    await waitFor(() =>
      expect(callsTo(calls, 'PUT', '/api/forum/threads/7/read')).toEqual([{ post_number: 1 }, { post_number: 3 }]),
    );
  });

  it('sends nothing for a visitor', async () => {
    server.use(threadIs({ ...thread, last_read_post_number: null }));
    const calls = recordRequests();
    await renderForum('/forum/thread/7');
    await screen.findByText('Reply 4');
    scrollTo(1, 2, 3, 4);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(FakeIntersectionObserver.live.size).toBe(0);
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });
});
