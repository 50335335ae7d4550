import type { ForumCategory, LoginResponse, User } from '@site/contracts';
import { forumApi, type ForumApi } from '../support/forum.js';
import type { Call, RouteDriver } from '../support/hostile-content-run.js';
import { describeHostileContent, setUp, type BootedApp } from '../support/hostile-content-suite.js';
import { memberTextFields } from './member-text-fields.js';

// The hostile corpus in every account text: usernames and display names at registration (both
// forms), and a display name changed later by a member whose thread then shows it.
// Bounds (support/hostile-content-run.ts): a write within 2,000 ms, each read of what it stored (API
// and page) within 100 ms, and the health probe and event-loop delay within 100 ms meanwhile.

let t: BootedApp['t'];
let forum: ForumApi;
let admin: string;
let category: ForumCategory;

const accountBody = (tracer: string) => ({
  username: `u${tracer}`,
  email: `${tracer}@example.com`,
  password: 'zapper-123',
  display_name: `Player ${tracer}`,
});

/** Everything that shows a member: their own account, their profile (API and page) and the admin's list. */
const memberReads = ({ access_token, user }: LoginResponse, tracer: string): Call[] => [
  { url: '/api/auth/me', token: access_token },
  { url: `/api/users/${encodeURIComponent(user.username)}` },
  { url: `/api/users/${encodeURIComponent(user.username)}/threads` },
  { url: `/u/${encodeURIComponent(user.username)}`, page: true },
  { url: `/api/auth/users?q=${tracer}`, token: admin },
];

const registration =
  (url: string): RouteDriver =>
  async (field, value, tracer) => ({
    write: { method: 'POST', url, payload: { ...accountBody(tracer), [field]: value } },
    stored: { table: 'users' },
    reads: (answer) => memberReads(answer.json<LoginResponse>(), tracer),
  });

const drivers: Record<string, RouteDriver> = {
  'POST /api/auth/register': registration('/api/auth/register'),
  'POST /api/forum/auth/register': registration('/api/forum/auth/register'),
  'PATCH /api/auth/me': async (field, value, tracer) => {
    const account = await setUp<LoginResponse>(t, { url: '/api/auth/register', payload: accountBody(tracer) });
    const thread = await forum.createThread(account.access_token, category.id, { title: `Thread ${tracer}` });
    return {
      write: { method: 'PATCH', url: '/api/auth/me', token: account.access_token, payload: { [field]: value } },
      stored: { table: 'users', id: account.user.id },
      reads: (answer) => [
        ...memberReads({ ...account, user: answer.json<User>() }, tracer),
        { url: `/api/forum/threads/${thread.id}` },
        { url: `/api/forum/categories/${category.id}/threads` },
        { url: `/forum/thread/${thread.id}`, page: true },
      ],
    };
  },
};

describeHostileContent('account names', memberTextFields.accounts, async (booted) => {
  ({ t, admin } = booted);
  forum = forumApi(t);
  category = await forum.createCategory(admin);
  return drivers;
});
