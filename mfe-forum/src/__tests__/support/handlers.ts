import type { ForumCategory, ForumThread, ForumThreadSummary, Pagination, User } from '@site/contracts';
import { apiError } from '@site/test-api';
import { http, HttpResponse } from 'msw';
import { aPagination, aSearchAnswer } from './forum-fixtures.js';
import { aProfile } from './profile-fixtures.js';

/** A thread's page (`/api/forum/threads/:id`) answering `thread`. */
export const threadIs = (thread: ForumThread) =>
  http.get(`/api/forum/threads/${thread.id}`, () => HttpResponse.json(thread));

/** A category's list of threads, one page unless told otherwise. */
export const categoryThreads = (
  category: ForumCategory,
  threads: ForumThreadSummary[],
  pagination: Pagination = aPagination(threads.length),
) =>
  http.get(`/api/forum/categories/${category.id}/threads`, () => HttpResponse.json({ category, threads, pagination }));

/** `user`'s profile (/u/:username) with the given lists, ten a page. */
export function memberProfile(
  user: User,
  lists: { threads?: unknown[]; replies?: unknown[]; reports?: unknown[] } = {},
) {
  const { threads = [], replies = [], reports = [] } = lists;
  const page = (count: number) => aPagination(count, { limit: 10 });
  return [
    http.get(`/api/users/${user.username}`, () => HttpResponse.json(aProfile(user))),
    http.get(`/api/users/${user.username}/threads`, () =>
      HttpResponse.json({ threads, pagination: page(threads.length) }),
    ),
    http.get(`/api/users/${user.username}/replies`, () =>
      HttpResponse.json({ replies, pagination: page(replies.length) }),
    ),
    http.get(`/api/users/${user.username}/reports`, () =>
      HttpResponse.json({ reports, pagination: page(reports.length) }),
    ),
  ];
}

/**
 * The area's tests start from an empty forum (support/setup-api.ts): no category, thread or member is found, a search
 * finds nothing.
 */
export const handlers = [
  http.get('/api/forum/stats', () => HttpResponse.json({ categories: 0, threads: 0, posts: 0, members: 0 })),
  http.get('/api/forum/categories', () => HttpResponse.json([])),
  http.get('/api/forum/categories/:id/threads', () => apiError(404, 'Category not found')),
  http.get('/api/forum/threads/:id', () => apiError(404, 'Thread not found')),
  http.get('/api/forum/search', () => HttpResponse.json(aSearchAnswer([], []))),
  http.get('/api/users/:username', () => apiError(404, 'User not found')),
];
