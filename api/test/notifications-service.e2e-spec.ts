import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineFanOutLimit, NotificationsService, type NotificationDraft } from '../src/notifications/index.js';
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

describe('NotificationsService.notifyWhere past inlineFanOutLimit', () => {
  // Members made in SQL: a fan-out larger than the caller's request should wait for.
  const crowd = async (size: number) => {
    const rows = await t.dataSource.query<Array<{ id: number }>>(
      `INSERT INTO users (username, email, password_hash, display_name)
       SELECT 'crowd' || $1 || '_' || g, 'crowd' || $1 || '_' || g || '@example.com', 'x', 'Crowd'
       FROM generate_series(1, $2) g RETURNING id`,
      [Date.now().toString(36), size],
    );
    return rows.map((row) => row.id);
  };
  const everyone = (ids: number[]) => ({ sql: 'SELECT unnest($1::integer[]) AS user_id', params: [ids] });
  const countOf = async (source: { type: string; id: number }) => (await rowsOf(source)).length;
  const settled = async (source: { type: string; id: number }, expected: number) => {
    const until = Date.now() + 5_000;
    while (Date.now() < until && (await countOf(source)) < expected)
      await new Promise((resolve) => setTimeout(resolve, 100));
    return countOf(source);
  };

  it('answers before writing, and a job writes every recipient once the caller commits', async () => {
    const ids = await crowd(inlineFanOutLimit + 50);
    const source = { type: 'forum_post' as const, id: 40 };
    await t.dataSource.transaction(async (manager) => {
      await service.notifyWhere(everyone(ids), draft({ source }), manager);
      expect(await countOf(source)).toBe(0);
    });
    expect(await settled(source, ids.length)).toBe(ids.length);
  });

  it('sends no job when the caller rolls back', async () => {
    const ids = await crowd(inlineFanOutLimit + 1);
    const source = { type: 'forum_post' as const, id: 41 };
    await t.dataSource
      .transaction(async (manager) => {
        await service.notifyWhere(everyone(ids), draft({ source }), manager);
        throw new Error('rolled back');
      })
      .catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await countOf(source)).toBe(0);
  });

  it("writes up to the limit in the caller's transaction", async () => {
    const ids = await crowd(inlineFanOutLimit);
    const source = { type: 'forum_post' as const, id: 42 };
    await t.dataSource.transaction(async (manager) => {
      await service.notifyWhere(everyone(ids), draft({ source }), manager);
      expect(await manager.query(`SELECT 1 FROM notifications WHERE source_id = 42`)).toHaveLength(ids.length);
    });
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
