import { apiError } from '@site/test-api';
import { http, HttpResponse } from 'msw';

/** The news holding `articles`: the list answers them all (one page), any single article is not found. */
export const newsList = (articles: unknown[]) => [
  http.get('/api/news/', () => HttpResponse.json(articles)),
  http.get('/api/news/:id', () => apiError(404, 'Article not found')),
];

/** The area's tests start with no news (support/setup-api.ts). */
export const handlers = newsList([]);
