import type { UnreadCount } from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationsService, type NotificationDraft } from '../src/notifications/index.js';
import { bearer, register } from './support/accounts.js';
import { createTestApp, type TestApp } from './support/test-app.js';

// The live unread count: a stream served by one app hears what another app on the same database
// writes (each has its own pool and LISTEN connection, as two API processes do). Two apps in one
// process: kept in a file of their own (closing one can upset another's tests).

let served: TestApp;
let writer: TestApp;
let baseUrl: string;

interface CountStream {
  /** The next `count` event's count, or null once the stream ended. */
  next(): Promise<number | null>;
  leave(): void;
  contentType: string | null;
}

/** Reads the stream as the bell does: fetch with the bearer header, `count` events' JSON. */
async function followCount(token: string): Promise<CountStream> {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/api/notifications/stream`, { headers: bearer(token), signal: abort.signal });
  expect(response.status).toBe(200);
  const reader = (response.body as ReadableStream<Uint8Array>).pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const next = async (): Promise<number | null> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const lines = buffer.slice(0, end).split('\n');
        buffer = buffer.slice(end + 2);
        const data = lines.find((line) => line.startsWith('data: '));
        if (lines.includes('event: count') && data) return JSON.parse(data.slice(6)) as UnreadCount['unread_count'];
        continue;
      }
      const { value, done } = await reader.read();
      if (done) return null;
      buffer += value;
    }
  };
  return {
    next: async () => {
      const count = await next();
      return count === null ? null : (count as unknown as UnreadCount).unread_count;
    },
    leave: () => abort.abort(),
    contentType: response.headers.get('content-type'),
  };
}

const within = <T>(ms: number, work: Promise<T>) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms)),
  ]);

const draft = (actorId: number, id: number): NotificationDraft => ({
  kind: 'reply',
  actorId,
  title: 'Live',
  link: `/forum/thread/1?post=${id}#post-${id}`,
  source: { type: 'forum_post', id },
});

beforeAll(async () => {
  served = await createTestApp();
  writer = await createTestApp({ DATABASE_URL: served.config.databaseUrl });
  await served.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(served.app.getHttpServer().address() as { port: number }).port}`;
});
afterAll(async () => {
  await writer.close();
  await served.close();
});

describe('GET /api/notifications/stream', () => {
  it("sends the member's count at once, then each change written through another app within 2 s", async () => {
    const actor = await register(served);
    const member = await register(served);
    await served.app.get(NotificationsService).notify([member.user.id], draft(actor.user.id, 1));
    const stream = await followCount(member.access_token);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    expect(await within(2_000, stream.next())).toBe(1);

    const notifications = writer.app.get(NotificationsService);
    await notifications.notify([member.user.id], draft(actor.user.id, 2));
    expect(await within(2_000, stream.next())).toBe(2);

    // Read through the other app too.
    const readAll = await writer.request({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: bearer(member.access_token),
    });
    expect(readAll.statusCode).toBe(200);
    expect(await within(2_000, stream.next())).toBe(0);

    await notifications.notify([member.user.id], draft(actor.user.id, 3));
    expect(await within(2_000, stream.next())).toBe(1);
    await notifications.withdraw({ type: 'forum_post', id: 3 });
    expect(await within(2_000, stream.next())).toBe(0);
    stream.leave();
  });

  it("counts only the member's own notifications, and hears a fan-out to 10,000 members", async () => {
    const actor = await register(served);
    const member = await register(served);
    const stream = await followCount(member.access_token);
    expect(await stream.next()).toBe(0);
    const notifications = writer.app.get(NotificationsService);
    await notifications.notify([actor.user.id], draft(member.user.id, 10));
    // 10,000 recipients: the notice says 'all', well within NOTIFY's 8000 bytes.
    await writer.dataSource.query(
      `INSERT INTO users (username, email, password_hash, display_name)
      SELECT 'fan' || i, 'fan' || i || '@example.com', 'x', 'Fan ' || i FROM generate_series(1, 9999) i`,
    );
    const started = Date.now();
    await notifications.notifyWhere(
      { sql: `SELECT id AS user_id FROM users WHERE username LIKE 'fan%' OR id = $1`, params: [member.user.id] },
      draft(actor.user.id, 11),
    );
    expect(await within(2_000, stream.next())).toBe(1);
    expect(Date.now() - started).toBeLessThan(2_000);
    stream.leave();
  });

  it('carries a notification written inside a transaction only when it commits', async () => {
    const actor = await register(served);
    const member = await register(served);
    const stream = await followCount(member.access_token);
    expect(await stream.next()).toBe(0);
    const notifications = writer.app.get(NotificationsService);
    await writer.dataSource
      .transaction(async (manager) => {
        await notifications.notify([member.user.id], draft(actor.user.id, 20), manager);
        throw new Error('rolled back');
      })
      .catch(() => {});
    await writer.dataSource.transaction((manager) =>
      notifications.notify([member.user.id], draft(actor.user.id, 21), manager),
    );
    expect(await within(2_000, stream.next())).toBe(1);
    stream.leave();
  });
});
