import type { ForumCategory, ForumThread } from '@site/contracts';
import { register } from '../support/accounts.js';
import { forumApi, type ForumApi } from '../support/forum.js';
import type { Call, RouteDriver } from '../support/hostile-content-run.js';
import { describeHostileContent } from '../support/hostile-content-suite.js';
import { memberTextFields } from './member-text-fields.js';

// The hostile corpus in every forum text field: categories, threads, replies and their edits.
// Bounds (support/hostile-content-run.ts): a write within 2,000 ms, each read of what it stored (API
// and page) within 100 ms, and the health probe and event-loop delay within 100 ms meanwhile.

let forum: ForumApi;
let admin: string;
let author: { token: string; username: string };
let category: ForumCategory;
let gameDiscussion: number;
let platform: string;

/** Everything that shows a thread and its replies: the API's answers and the page. */
const threadReads = (threadId: number, tracer: string, categoryId = category.id): Call[] => [
  { url: `/api/forum/threads/${threadId}` },
  { url: `/api/forum/threads/${threadId}/posts` },
  { url: `/api/forum/categories/${categoryId}/threads` },
  { url: '/api/forum/categories' },
  { url: `/api/forum/search?q=${tracer}` },
  { url: `/api/users/${author.username}` },
  { url: `/api/users/${author.username}/threads` },
  { url: `/api/users/${author.username}/replies` },
  { url: '/api/feed?page=1' },
  { url: `/forum/thread/${threadId}`, page: true },
];

const categoryReads = (categoryId: number): Call[] => [
  { url: '/api/forum/categories' },
  { url: `/api/forum/categories/${categoryId}/threads` },
  { url: `/forum/category/${categoryId}`, page: true },
];

const categoryBody = (tracer: string) => ({ name: `Category ${tracer}`, description: `About ${tracer}`, icon: '🔫' });

const drivers: Record<string, RouteDriver> = {
  'POST /api/forum/categories': async (field, value, tracer) => ({
    write: {
      method: 'POST',
      url: '/api/forum/categories',
      token: admin,
      payload: { ...categoryBody(tracer), [field]: value },
    },
    stored: { table: 'forum_categories' },
    reads: (answer) => categoryReads(answer.json<ForumCategory>().id),
  }),
  'PUT /api/forum/categories/{id}': async (field, value, tracer) => {
    // A category with a thread: the thread's page and lists name it too.
    const edited = await forum.createCategory(admin, categoryBody(tracer));
    const thread = await forum.createThread(author.token, edited.id, { title: `Thread ${tracer}` });
    return {
      write: {
        method: 'PUT',
        url: `/api/forum/categories/${edited.id}`,
        token: admin,
        payload: { ...categoryBody(tracer), [field]: value },
      },
      stored: { table: 'forum_categories', id: edited.id },
      reads: () => [...categoryReads(edited.id), ...threadReads(thread.id, tracer, edited.id)],
    };
  },
  'POST /api/forum/categories/{id}/threads': async (field, value, tracer) => ({
    write: {
      method: 'POST',
      url: `/api/forum/categories/${category.id}/threads`,
      token: author.token,
      payload: { title: `Thread ${tracer}`, content: `Opening post ${tracer}`, [field]: value },
    },
    stored: { table: 'forum_threads' },
    reads: (answer) => threadReads(answer.json<ForumThread>().id, tracer),
  }),
  'POST /api/forum/threads/{id}/posts': async (field, value, tracer) => {
    const thread = await forum.createThread(author.token, category.id, { title: `Thread ${tracer}` });
    return {
      write: {
        method: 'POST',
        url: `/api/forum/threads/${thread.id}/posts`,
        token: author.token,
        payload: { [field]: value },
      },
      stored: { table: 'forum_posts' },
      reads: () => threadReads(thread.id, tracer),
    };
  },
  'PATCH /api/forum/threads/{id}': async (field, value, tracer) => {
    // The author's edit of the title or the opening post (issue 31).
    const thread = await forum.createThread(author.token, category.id, {
      title: `Thread ${tracer}`,
      content: `Opening post ${tracer}`,
    });
    return {
      write: {
        method: 'PATCH',
        url: `/api/forum/threads/${thread.id}`,
        token: author.token,
        payload: { [field]: value },
      },
      stored: { table: 'forum_threads', id: thread.id },
      reads: () => threadReads(thread.id, tracer),
    };
  },
  'PATCH /api/forum/posts/{id}': async (field, value, tracer) => {
    const thread = await forum.createThread(author.token, category.id, { title: `Thread ${tracer}` });
    const reply = await forum.reply(author.token, thread.id, `A reply in ${tracer}`);
    return {
      write: { method: 'PATCH', url: `/api/forum/posts/${reply.id}`, token: author.token, payload: { [field]: value } },
      stored: { table: 'forum_posts', id: reply.id },
      reads: () => threadReads(thread.id, tracer),
    };
  },
  'POST /api/lightgun/games/{id}/discussion': async (field, value, tracer) => {
    // A fresh game each time, so each write opens its thread (issue 32: the member's own first post).
    const created = await forum.request('POST', '/api/lightgun/games', admin, { title: `Game ${tracer}`, platform });
    const gameId = created.json<{ id: number }>().id;
    return {
      write: {
        method: 'POST',
        url: `/api/lightgun/games/${gameId}/discussion`,
        token: author.token,
        payload: { title: `Thread ${tracer}`, content: `Opening post ${tracer}`, [field]: value },
      },
      stored: { table: 'forum_threads' },
      reads: (answer) => [
        ...threadReads(answer.json<{ thread_id: number }>().thread_id, tracer, gameDiscussion),
        { url: `/api/lightgun/games/${gameId}/threads` },
      ],
    };
  },
};

describeHostileContent('forum', memberTextFields.forum, async (booted) => {
  admin = booted.admin;
  forum = forumApi(booted.t);
  const account = await register(booted.t);
  author = { token: account.access_token, username: account.user.username };
  category = await forum.createCategory(admin);
  [{ id: gameDiscussion }] = await booted.t.dataSource.query<Array<{ id: number }>>(
    `SELECT id FROM forum_categories WHERE lower(name) = 'game discussion'`,
  );
  [{ name: platform }] = await booted.t.dataSource.query<Array<{ name: string }>>('SELECT name FROM platforms LIMIT 1');
  return drivers;
});
