import type {
  ForumCategory,
  ForumThread,
  ForumThreadListResponse,
  ForumThreadSummary,
  Pagination,
  User,
  UserSearchResult,
} from '@site/contracts';
import { apiError } from '@site/test-api';
import { http, HttpResponse } from 'msw';
import { aPagination, aSearchAnswer } from './forum-fixtures.js';
import { aProfile } from './profile-fixtures.js';

/** A thread's page (`/api/forum/threads/:id`) answering `thread`. */
export const threadIs = (thread: ForumThread) =>
  http.get(`/api/forum/threads/${thread.id}`, () => HttpResponse.json(thread));

/** A category's list of threads, one page unless told otherwise, and the caller's watch level (a visitor's null). */
export const categoryThreads = (
  category: ForumCategory,
  threads: ForumThreadSummary[],
  pagination: Pagination = aPagination(threads.length),
  { watch_level = null }: Partial<Pick<ForumThreadListResponse, 'watch_level'>> = {},
) =>
  http.get(`/api/forum/categories/${category.id}/threads`, () =>
    HttpResponse.json<ForumThreadListResponse>({ category, threads, pagination, watch_level }),
  );

/** The member's `/forum/new` or `/forum/unread` threads, one page. */
export const threadFeed = (kind: 'new' | 'unread', threads: ForumThreadSummary[]) =>
  http.get(`/api/forum/threads/${kind}`, () => HttpResponse.json({ threads, pagination: aPagination(threads.length) }));

/** Members whose username starts with what is asked (GET /api/users/search). */
export const membersToMention = (members: UserSearchResult[]) =>
  http.get('/api/users/search', ({ request }) => {
    const q = new URL(request.url).searchParams.get('q')?.toLowerCase() ?? '';
    return HttpResponse.json(members.filter((member) => member.username.toLowerCase().startsWith(q)));
  });

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
 * finds nothing, a member has nothing new or unread and no one to mention.
 */
export const handlers = [
  http.get('/api/forum/stats', () => HttpResponse.json({ categories: 0, threads: 0, posts: 0, members: 0 })),
  http.get('/api/forum/categories', () => HttpResponse.json([])),
  http.get('/api/forum/categories/:id/threads', () => apiError(404, 'Category not found')),
  // Before threads/:id, as the API's static routes are.
  threadFeed('new', []),
  threadFeed('unread', []),
  http.get('/api/forum/threads/:id', () => apiError(404, 'Thread not found')),
  http.get('/api/forum/search', () => HttpResponse.json(aSearchAnswer([], []))),
  membersToMention([]),
  http.get('/api/users/:username', () => apiError(404, 'User not found')),
];
