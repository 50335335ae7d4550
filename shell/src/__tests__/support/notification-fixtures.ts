import type { Notification, NotificationKind, NotificationPage, NotificationSettings, User } from '@site/contracts';
import { defaultMailDelivery } from '@site/domain';
import { http, HttpResponse } from 'msw';

/** The member the notification tests sign in as (the account page needs the whole user). */
export const ann: User = {
  id: 3,
  username: 'ann',
  email: 'ann@example.com',
  role: 'regular',
  display_name: 'Ann',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  post_count: 0,
};

/** A notification as the API lists it: a reply by Sam, unread, unless `overrides` say otherwise. */
export const aNotification = (id: number, overrides: Partial<Notification> = {}): Notification => ({
  id,
  kind: 'reply' satisfies NotificationKind,
  subject: 'forum_post',
  actor: { id: 7, username: 'sam', display_name: 'Sam' },
  title: `Thread ${id}`,
  excerpt: `Reply ${id} text`,
  reason: null,
  link: `/forum/thread/${id}?post=${id * 10}#post-${id * 10}`,
  read: false,
  created_at: '2026-03-05T12:00:00.000Z',
  ...overrides,
});

/** Page `page` of `total` notifications, newest (highest id) first; the newest `unread` are unread. */
export function notificationPage(page: number, limit: number, total: number, unread = total): NotificationPage {
  const totalPages = Math.max(1, Math.ceil(total / limit));
  const first = total - (page - 1) * limit;
  const count = Math.max(0, Math.min(limit, first));
  return {
    notifications: Array.from({ length: count }, (_, i) =>
      aNotification(first - i, { read: total - (first - i) >= unread }),
    ),
    pagination: {
      page,
      limit,
      total_count: total,
      total_pages: totalPages,
      has_next: page < totalPages,
      has_prev: page > 1,
    },
    unread_count: unread,
  };
}

/** GET /api/notifications/stream: a stream that sends `events` (raw SSE text) and then stays open. */
export const eventStream = (...events: string[]) =>
  new HttpResponse(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const event of events) controller.enqueue(new TextEncoder().encode(event));
      },
    }),
    { headers: { 'Content-Type': 'text/event-stream' } },
  );

/** The API's defaults: replies and mentions at once, the rest in the daily digest. */
export const defaultMailSettings: NotificationSettings = { mail: { ...defaultMailDelivery } };

/** A signed-in member's defaults: nothing unread, nothing listed, a quiet stream, the default mail settings. */
export const notificationHandlers = [
  http.get('/api/notifications/unread-count', () => HttpResponse.json({ unread_count: 0 })),
  http.get('/api/notifications/stream', () => eventStream()),
  http.get('/api/notifications/settings', () => HttpResponse.json(defaultMailSettings)),
  http.get('/api/notifications', ({ request }) => {
    const query = new URL(request.url).searchParams;
    return HttpResponse.json(notificationPage(Number(query.get('page') ?? 1), Number(query.get('limit') ?? 20), 0));
  }),
];
