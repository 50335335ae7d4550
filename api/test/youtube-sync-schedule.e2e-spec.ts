import type { LoginResponse, YoutubeSyncRunList } from '@site/contracts';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSyncInterval, type SyncInterval } from '../src/config/sync-interval.js';
import { syncQueue, syncQueueOptions } from '../src/youtube/sync-queue/sync-queue.service.js';
import { startApiProcess, type ApiProcess } from './support/api-process.js';
import { startFakeYoutube, type FakeYoutube } from './support/fake-youtube.js';
import { createTestDatabase } from './support/test-app.js';

// One real tick of YOUTUBE_SYNC_EVERY on two real API processes sharing one database: pg-boss's clock
// sends one job per tick and one process takes it. The clock looks at its schedules as it starts,
// then every 30 s, and sends a tick within its minute: with the shortest interval, 1m, and the
// schedule already stored (as after any restart), the first job comes within seconds of the start
// (its send waits for pg-boss's clock worker, every 5 s, then for a sync worker, every 2 s). The
// schedule's logic over many ticks is tested on fake timers (src/youtube/schedule/scheduled-sync.spec.ts).

const adminPassword = 'admin-pass-123';
const everyMinute = parseSyncInterval('1m') as SyncInterval;

let databaseUrl: string;
let fake: FakeYoutube;
let processes: ApiProcess[] = [];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface RunRow {
  trigger: string;
  added: number | null;
  updated: number | null;
  error: string | null;
  started_at: Date;
  finished_at: Date | null;
}

async function query<T>(sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T & pg.QueryResultRow>(sql)).rows;
  } finally {
    await client.end();
  }
}

const recordedRuns = () =>
  query<RunRow>('SELECT trigger, added, updated, error, started_at, finished_at FROM youtube_sync_runs ORDER BY id');
/** A sync reads the playlist's first page once. */
const playlistReads = () =>
  fake.requests.filter((url) => url.pathname === '/youtube/v3/playlistItems' && !url.searchParams.has('pageToken'))
    .length;

async function until(condition: () => Promise<boolean>, what: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}\n${processes.map((api) => api.output()).join('\n')}`);
    await sleep(250);
  }
}

const env = (every: string) => ({
  DATABASE_URL: databaseUrl,
  ADMIN_PASSWORD: adminPassword,
  YOUTUBE_PLAYLIST_ID: fake.playlistId,
  YOUTUBE_API_KEY: fake.apiKey,
  YOUTUBE_API_BASE_URL: fake.apiBaseUrl,
  YOUTUBE_FEED_BASE_URL: fake.url,
  YOUTUBE_SYNC_EVERY: every,
});

/** The queue and its 1m schedule as a process stored them: on a fresh database the clock's first look precedes them. */
async function storeSchedule() {
  const boss = new PgBoss({ connectionString: databaseUrl, schema: 'pgboss', supervise: false, schedule: false });
  await boss.start();
  try {
    await boss.createQueue(syncQueue, syncQueueOptions);
    await boss.schedule(syncQueue, everyMinute.cron, { trigger: 'schedule' }, { tz: 'UTC' });
  } finally {
    await boss.stop({ graceful: false });
  }
}

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  fake = await startFakeYoutube();
  await storeSchedule();
});

afterAll(async () => {
  await Promise.all(processes.map((api) => api.stop()));
  await fake?.close();
});

describe('the scheduled YouTube sync', () => {
  it('refuses to start on an interval it cannot schedule, naming the variable', async () => {
    await expect(startApiProcess(env('90m'))).rejects.toThrow(
      'YOUTUBE_SYNC_EVERY must be an interval the clock repeats evenly: minutes that divide 60 (e.g. 15m, 30m), hours that divide 24 (e.g. 1h, 6h, 12h) or 1d; got "90m"',
    );
  });

  it('runs one tick once across two API processes, as a job recorded with what it added, and both stop cleanly', async () => {
    // Started together, as replicas are: pg-boss installs its schema once, under its own lock.
    processes = await Promise.all([startApiProcess(env(everyMinute.text)), startApiProcess(env(everyMinute.text))]);
    await until(
      async () => (await recordedRuns()).some((run) => run.finished_at !== null),
      'a scheduled run to end',
      30_000,
    );
    // Longer than a sync worker takes to look again: a second job of this tick would have started.
    await sleep(2_500);

    const runs = await recordedRuns();
    expect(runs).toHaveLength(1);
    expect(playlistReads()).toBe(1);
    expect(
      await query<{ jobs: number }>(`SELECT count(*)::int AS jobs FROM pgboss.job WHERE name = 'youtube-sync'`),
    ).toEqual([{ jobs: 1 }]);

    const [first] = runs;
    expect(first).toMatchObject({
      trigger: 'schedule',
      added: fake.videos.filter((video) => !video.private).length,
      updated: 0,
      error: null,
    });

    // The admin's list shows it, from either process.
    const [a, b] = processes;
    const login = await fetch(`${a.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: adminPassword }),
    });
    const { access_token: token } = (await login.json()) as LoginResponse;
    const listed = (await (
      await fetch(`${b.url}/api/admin/youtube/sync-runs`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as YoutubeSyncRunList;
    expect(listed.schedule).toMatchObject({ every: '1m', playlist_configured: true });
    expect(listed.runs.at(-1)).toMatchObject({
      trigger: 'schedule',
      started_by: null,
      status: 'succeeded',
      added: first.added,
      updated: 0,
    });

    // SIGTERM stops pg-boss with the rest: exit 0 on both.
    expect(await Promise.all(processes.map((api) => api.stop()))).toEqual([0, 0]);
  }, 90_000);
});
