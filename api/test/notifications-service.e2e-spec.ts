import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationsService, type NotificationDraft } from '../src/notifications/index.js';
import { register } from './support/accounts.js';
import { createTestApp, type TestApp } from './support/test-app.js';

// NotificationsService as content modules call it: who gets a notification, in one statement, and its withdrawal.

let t: TestApp;
let service: NotificationsService;
const members: number[] = [];

const draft = (overrides: Partial<NotificationDraft> = {}): NotificationDraft => ({
  kind: 'reply',
  actorId: members[0],
  title: 'Best lightgun for a CRT?',
  excerpt: '  A reply\n\nover   several lines  ',
  link: '/forum/thread/1?post=2#post-2',
  source: { type: 'forum_post', id: 2 },
  ...overrides,
});

const rowsOf = (source: { type: string; id: number }) =>
  t.dataSource.query<{ user_id: number; actor_id: number | null; excerpt: string; reason: string | null }[]>(
    `SELECT user_id, actor_id, excerpt, reason FROM notifications WHERE source_type = $1 AND source_id = $2 ORDER BY user_id`,
    [source.type, source.id],
  );

beforeAll(async () => {
  t = await createTestApp();
  service = t.app.get(NotificationsService);
  for (let i = 0; i < 4; i += 1) members.push((await register(t)).user.id);
});
afterAll(() => t.close());

describe('NotificationsService.notify', () => {
  it('writes one row per recipient, never to the actor, each member once, unknown ids skipped, the excerpt on one line', async () => {
    const source = { type: 'forum_post' as const, id: 10 };
    await service.notify([members[0], members[1], members[1], members[2], 999_999], draft({ source }));
    expect(await rowsOf(source)).toEqual([
      { user_id: members[1], actor_id: members[0], excerpt: 'A reply over several lines', reason: null },
      { user_id: members[2], actor_id: members[0], excerpt: 'A reply over several lines', reason: null },
    ]);
  });

  it('cuts the excerpt to 300 characters and keeps a reason; the site itself may be the actor', async () => {
    const source = { type: 'video' as const, id: 11 };
    await service.notify(
      [members[0]],
      draft({ kind: 'submission_denied', actorId: null, excerpt: 'x'.repeat(400), reason: 'Off topic', source }),
    );
    const [row] = await rowsOf(source);
    expect(row).toMatchObject({ user_id: members[0], actor_id: null, reason: 'Off topic' });
    expect(row.excerpt).toHaveLength(300);
  });

  it('writes nothing for no recipients, and nothing when the caller rolls back', async () => {
    const source = { type: 'forum_post' as const, id: 12 };
    await service.notify([], draft({ source }));
    await t.dataSource
      .transaction(async (manager) => {
        await service.notify([members[1]], draft({ source }), manager);
        throw new Error('rolled back');
      })
      .catch(() => {});
    expect(await rowsOf(source)).toEqual([]);
  });
});

describe('NotificationsService.notifyWhere', () => {
  it("takes the recipients as one query with the caller's parameters", async () => {
    const source = { type: 'forum_thread' as const, id: 20 };
    await service.notifyWhere(
      {
        sql: 'SELECT id AS user_id FROM users WHERE id = ANY($1::integer[]) AND id <> $2',
        params: [members, members[3]],
      },
      draft({ source }),
    );
    expect((await rowsOf(source)).map((row) => row.user_id)).toEqual([members[1], members[2]]);
  });
});

describe('NotificationsService.withdraw', () => {
  it("removes the source's notifications, one id or several, and no other source's", async () => {
    const sources = [30, 31, 32].map((id) => ({ type: 'forum_post' as const, id }));
    for (const source of sources) await service.notify([members[1]], draft({ source }));
    await service.notify([members[1]], draft({ source: { type: 'news', id: 30 } }));
    await service.withdraw({ type: 'forum_post', id: 30 });
    await service.withdraw({ type: 'forum_post', id: [31, 32] });
    for (const source of sources) expect(await rowsOf(source)).toEqual([]);
    expect(await rowsOf({ type: 'news', id: 30 })).toHaveLength(1);
  });
});
