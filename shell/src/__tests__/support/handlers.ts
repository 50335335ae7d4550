import { http, HttpResponse } from 'msw';
import { feedPage } from './feed-fixtures.js';
import { notificationHandlers } from './notification-fixtures.js';

/**
 * The shell's tests start from these answers (support/setup-api.ts): the feed's pages, the visitor counts, no login
 * hint.
 */
export const handlers = [
  http.get('/api/feed', ({ request }) =>
    HttpResponse.json(feedPage(Number(new URL(request.url).searchParams.get('page')))),
  ),
  http.post('/api/visitors/track', () => HttpResponse.json({ unique_visitors: 10, total_visits: 20 })),
  http.get('/api/visitors/stats', () => HttpResponse.json({ unique_visitors: 10, total_visits: 21 })),
  http.get('/api/auth/login-hint', () => HttpResponse.json({ show: false })),
  // Registration asks whether a username is taken: no member has it.
  http.get('/api/users/:username', () =>
    HttpResponse.json({ detail: 'Member not found', status: 404 }, { status: 404 }),
  ),
  // /account's list of the member's submissions: none.
  http.get('/api/auth/me/submissions', () =>
    HttpResponse.json({
      submissions: [],
      pagination: { page: 1, limit: 10, total_count: 0, total_pages: 0, has_next: false, has_prev: false },
    }),
  ),
  ...notificationHandlers,
];
