import { apiError } from '@site/test-api';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { makeOverview } from './fixtures.js';

/**
 * The admin video table's pages, `/api/videos/?page=N&limit=20`: `answer(N)` (another page size is not the table's: not
 * found).
 */
export const videoPages = (answer: (page: number) => JsonBodyType) =>
  http.get('/api/videos/', ({ request }) => {
    const query = new URL(request.url).searchParams;
    return query.get('limit') === '20' ? HttpResponse.json(answer(Number(query.get('page')))) : apiError(404);
  });

/**
 * The area's tests start from a dashboard's answers (support/setup-api.ts): the figures, an empty checklist, no sync,
 * no demo content, no kept release.
 */
export const handlers = [
  http.get('/api/admin/overview', () => HttpResponse.json(makeOverview())),
  http.get('/api/admin/setup-checklist', () => HttpResponse.json({ items: [], done: 0, total: 0 })),
  http.get('/api/admin/youtube/sync-runs', () =>
    HttpResponse.json({ schedule: { every: null, playlist_configured: false, next_run_at: null }, runs: [] }),
  ),
  http.get('/api/admin/demo-content', () => HttpResponse.json({ videos: 0, news: 0, threads: 0 })),
  http.get('/api/admin/previews/candidates', () => HttpResponse.json({ releases: [] })),
];
