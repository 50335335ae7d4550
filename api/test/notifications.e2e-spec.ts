import type { Notification, NotificationPage, NotificationSettings, UnreadCount } from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationsService, type NotificationDraft } from '../src/notifications/index.js';
import { bearer, register } from './support/accounts.js';
import { expectError, malformedIds, unknownId } from './support/forum.js';
import { createTestApp, type TestApp } from './support/test-app.js';

// The member's notification routes: their own notifications only, paging, reading, mail settings.

let t: TestApp;
let service: NotificationsService;
type Member = Awaited<ReturnType<typeof register>>;
let actor: Member;
let recipient: Member;
let bystander: Member;
let sourceId = 0;

const draft = (overrides: Partial<NotificationDraft> = {}): NotificationDraft => ({
  kind: 'reply',
  actorId: actor.user.id,
  title: 'Sinden on a CRT',
  excerpt: 'It works with the border on',
  link: '/forum/thread/7?post=70#post-70',
  source: { type: 'forum_post', id: (sourceId += 1) },
  ...overrides,
});

async function call<T>(method: 'GET' | 'POST' | 'PUT', url: string, member?: Member, payload?: unknown) {
  const response = await t.request({
    method,
    url,
    headers: member ? bearer(member.access_token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { response, body: () => response.json<T>() };
}

const pageOf = async (member: Member, query = '') =>
  (await call<NotificationPage>('GET', `/api/notifications${query}`, member)).body();
const unreadOf = async (member: Member) =>
  (await call<UnreadCount>('GET', '/api/notifications/unread-count', member)).body().unread_count;

beforeAll(async () => {
  t = await createTestApp();
  service = t.app.get(NotificationsService);
  [actor, recipient, bystander] = [await register(t), await register(t), await register(t)];
});
afterAll(() => t.close());

describe('member routes, anonymous', () => {
  it.each([
    ['GET', '/api/notifications'],
    ['GET', '/api/notifications/unread-count'],
    ['GET', '/api/notifications/stream'],
    ['GET', '/api/notifications/settings'],
    ['PUT', '/api/notifications/settings'],
    ['POST', '/api/notifications/read-all'],
    ['POST', '/api/notifications/1/read'],
  ] as const)('%s %s answers 401', async (method, url) => {
    expectError((await call(method, url, undefined, method === 'PUT' ? { mail: {} } : undefined)).response, 401);
  });
});

describe('GET /api/notifications', () => {
  it("shows a notification to its recipient only, in the contract's shape, never to the actor", async () => {
    await service.notify([recipient.user.id, actor.user.id], draft({ reason: null }));
    const page = await pageOf(recipient);
    expect(page.unread_count).toBe(1);
    expect(page.notifications).toEqual<Notification[]>([
      {
        id: expect.any(Number),
        kind: 'reply',
        subject: 'forum_post',
        actor: { id: actor.user.id, username: actor.username, display_name: actor.display_name },
        title: 'Sinden on a CRT',
        excerpt: 'It works with the border on',
        reason: null,
        link: '/forum/thread/7?post=70#post-70',
        read: false,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    expect((await pageOf(actor)).notifications).toEqual([]);
    expect((await pageOf(bystander)).notifications).toEqual([]);
    expect(await unreadOf(bystander)).toBe(0);
  });

  it('tells a site notification with no actor', async () => {
    const member = await register(t);
    await service.notify([member.user.id], draft({ kind: 'submission_denied', actorId: null, reason: 'Duplicate' }));
    const [notification] = (await pageOf(member)).notifications;
    expect(notification).toMatchObject({ kind: 'submission_denied', actor: null, reason: 'Duplicate' });
  });

  it('pages newest first with the pagination block', async () => {
    const member = await register(t);
    for (let i = 1; i <= 25; i += 1) await service.notify([member.user.id], draft({ title: `Thread ${i}` }));
    const first = await pageOf(member, '?limit=10');
    expect(first.notifications.map((n) => n.title)).toEqual(Array.from({ length: 10 }, (_, i) => `Thread ${25 - i}`));
    expect(first.pagination).toEqual({
      page: 1,
      limit: 10,
      total_count: 25,
      total_pages: 3,
      has_next: true,
      has_prev: false,
    });
    const last = await pageOf(member, '?limit=10&page=3');
    expect(last.notifications.map((n) => n.title)).toEqual([
      'Thread 5',
      'Thread 4',
      'Thread 3',
      'Thread 2',
      'Thread 1',
    ]);
    expect(last.pagination).toMatchObject({ page: 3, has_next: false, has_prev: true });
    expect((await pageOf(member, '?page=9')).notifications).toEqual([]);
    expect((await pageOf(member)).pagination.limit).toBe(20);
  });

  it.each(['page=0', 'page=abc', 'limit=0', 'limit=-1', 'page=1.5'])('answers 400 to ?%s', async (query) => {
    expectError((await call('GET', `/api/notifications?${query}`, recipient)).response, 400);
  });

  it("loses a withdrawn source's notifications, read or not, and the count follows", async () => {
    const member = await register(t);
    const kept = draft();
    const gone = draft({ source: { type: 'forum_thread', id: 4242 } });
    await service.notify([member.user.id], kept);
    await service.notify([member.user.id], gone);
    expect(await unreadOf(member)).toBe(2);
    await service.withdraw(gone.source);
    expect(await unreadOf(member)).toBe(1);
    expect((await pageOf(member)).notifications.map((n) => n.link)).toEqual([kept.link]);
  });
});

describe('POST /api/notifications/{id}/read and read-all', () => {
  it('marks one read and answers the unread count; again is harmless', async () => {
    const member = await register(t);
    await service.notify([member.user.id], draft());
    await service.notify([member.user.id], draft());
    const [newest] = (await pageOf(member)).notifications;
    const read = await call<UnreadCount>('POST', `/api/notifications/${newest.id}/read`, member);
    expect(read.response.statusCode).toBe(200);
    expect(read.body()).toEqual({ unread_count: 1 });
    expect((await call<UnreadCount>('POST', `/api/notifications/${newest.id}/read`, member)).body()).toEqual({
      unread_count: 1,
    });
    expect((await pageOf(member)).notifications.map((n) => n.read)).toEqual([true, false]);
  });

  it("answers 404 for another member's notification and leaves it unread", async () => {
    const member = await register(t);
    await service.notify([member.user.id], draft());
    const [theirs] = (await pageOf(member)).notifications;
    expectError((await call('POST', `/api/notifications/${theirs.id}/read`, bystander)).response, 404);
    expectError((await call('POST', `/api/notifications/${unknownId}/read`, member)).response, 404);
    expect(await unreadOf(member)).toBe(1);
  });

  it.each(malformedIds)('answers 400 to the id %s', async (id) => {
    expectError((await call('POST', `/api/notifications/${id}/read`, recipient)).response, 400);
  });

  it("marks all of the member's own read, nobody else's", async () => {
    const member = await register(t);
    const other = await register(t);
    await service.notify([member.user.id, other.user.id], draft());
    await service.notify([member.user.id], draft());
    const answer = await call<UnreadCount>('POST', '/api/notifications/read-all', member);
    expect(answer.response.statusCode).toBe(200);
    expect(answer.body()).toEqual({ unread_count: 0 });
    expect((await pageOf(member)).notifications.every((n) => n.read)).toBe(true);
    expect(await unreadOf(other)).toBe(1);
  });
});

describe('GET and PUT /api/notifications/settings', () => {
  const defaults: NotificationSettings['mail'] = {
    reply: 'immediately',
    mention: 'immediately',
    submission_approved: 'digest',
    submission_denied: 'digest',
    report_hidden: 'digest',
    report_shown: 'digest',
    thread_pinned: 'digest',
    thread_locked: 'digest',
    thread_moved: 'digest',
    thread_deleted: 'digest',
    setup_report: 'digest',
  };

  it('starts from the defaults: replies and mentions at once, the rest in the digest', async () => {
    const member = await register(t);
    expect((await call<NotificationSettings>('GET', '/api/notifications/settings', member)).body()).toEqual({
      mail: defaults,
    });
  });

  it('changes the kinds sent, keeps the others, and is per member', async () => {
    const member = await register(t);
    const put = await call<NotificationSettings>('PUT', '/api/notifications/settings', member, {
      mail: { reply: 'digest', thread_locked: 'never' },
    });
    expect(put.response.statusCode).toBe(200);
    const changed = { ...defaults, reply: 'digest', thread_locked: 'never' };
    expect(put.body()).toEqual({ mail: changed });
    expect((await call('GET', '/api/notifications/settings', member)).body()).toEqual({ mail: changed });
    expect((await call('GET', '/api/notifications/settings', bystander)).body()).toEqual({ mail: defaults });
    // Back to a default: nothing stored for it.
    await call('PUT', '/api/notifications/settings', member, { mail: { reply: 'immediately' } });
    const stored = await t.dataSource.query(`SELECT kind FROM notification_settings WHERE user_id = $1`, [
      member.user.id,
    ]);
    expect(stored).toEqual([{ kind: 'thread_locked' }]);
  });

  it.each([
    [{ mail: { replies: 'digest' } }, ['body', 'mail', 'replies'], /Unknown kind/],
    [{ mail: { reply: 'weekly' } }, ['body', 'mail', 'reply'], /delivery must be one of immediately, digest, never/],
    [{ mail: { reply: null } }, ['body', 'mail', 'reply'], /delivery must be one of/],
    [{ mail: 'never' }, ['body', 'mail'], /mail must be an object/],
    [{ mail: ['never'] }, ['body', 'mail'], /mail must be an object/],
    [{}, ['body', 'mail'], /mail must be an object/],
  ] as Array<[{ mail?: unknown }, string[], RegExp]>)(
    'answers 422 naming the refused entry of %j, and changes nothing',
    async (payload, loc, msg) => {
      const member = await register(t);
      const answer = await call<{ detail: Array<{ loc: string[]; msg: string }> }>(
        'PUT',
        '/api/notifications/settings',
        member,
        { ...payload, ...(loc.length > 2 ? { mail: { ...(payload.mail as object), mention: 'never' } } : {}) },
      );
      expectError(answer.response, 422);
      expect(answer.body().detail).toContainEqual({ loc, msg: expect.stringMatching(msg) });
      expect((await call('GET', '/api/notifications/settings', member)).body()).toEqual({ mail: defaults });
    },
  );
});
