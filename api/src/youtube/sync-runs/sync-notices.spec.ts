import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../../config/app-config.js';
import { listening, SyncNotices, type Heard } from './sync-notices.js';

interface Client extends EventEmitter {
  queries: string[];
  ended: boolean;
}

/** pg.Client, played by hand: each one made is kept here, to be spoken for. */
const clients = vi.hoisted(() => [] as Client[]);

vi.mock('pg', async () => {
  const { EventEmitter: Emitter } = await import('node:events');
  class FakeClient extends Emitter {
    queries: string[] = [];
    ended = false;
    constructor() {
      super();
      clients.push(this);
    }
    async connect() {}
    async query(sql: string) {
      this.queries.push(sql);
    }
    async end() {
      this.ended = true;
    }
  }
  return { default: { Client: FakeClient } };
});

const config = { databaseUrl: 'postgres://db', dbConnectTimeoutMs: 5_000 } as AppConfig;
const notice = { run: 1, job: 'job-1', seq: 0, event: { phase: 'saving', done: 0, total: 3 } };

function listen(notices: SyncNotices) {
  const heard: Heard[] = [];
  const errors: unknown[] = [];
  const subscription = notices
    .listen()
    .subscribe({ next: (item) => heard.push(item), error: (error: unknown) => errors.push(error) });
  return { heard, errors, subscription };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  clients.length = 0;
});

describe('SyncNotices', () => {
  it('shares one connection: LISTEN once, a newcomer told at once, every notice to each, closed with the last listener', async () => {
    const notices = new SyncNotices(config);
    const first = listen(notices);
    await settle();
    expect(clients).toHaveLength(1);
    expect(clients[0].queries).toEqual(['LISTEN youtube_sync']);
    const second = listen(notices);
    clients[0].emit('notification', { channel: 'youtube_sync', payload: JSON.stringify(notice) });
    expect(first.heard).toEqual([listening, notice]);
    expect(second.heard).toEqual([listening, notice]);
    expect(clients).toHaveLength(1);

    first.subscription.unsubscribe();
    expect(clients[0].ended).toBe(false);
    second.subscription.unsubscribe();
    expect(clients[0].ended).toBe(true);
  });

  it('errors every listener when the connection drops; the next listener opens a new one', async () => {
    const notices = new SyncNotices(config);
    const first = listen(notices);
    await settle();
    clients[0].emit('error', new Error('terminating connection'));
    expect(first.errors).toHaveLength(1);
    const next = listen(notices);
    // Not told 'listening' before the new connection listens.
    expect(next.heard).toEqual([]);
    await settle();
    expect(clients).toHaveLength(2);
    expect(next.heard).toEqual([listening]);
    next.subscription.unsubscribe();
  });

  it('takes a connection the server closed as a drop', async () => {
    const notices = new SyncNotices(config);
    const first = listen(notices);
    await settle();
    clients[0].emit('end');
    expect(first.errors).toEqual([new Error('The connection listening on youtube_sync closed')]);
  });
});
