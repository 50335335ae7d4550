import type { YoutubeSyncResult, YoutubeSyncRun, YoutubeSyncRunList } from '@site/contracts';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { syncQueue, SyncQueue } from '../src/youtube/sync-queue/sync-queue.service.js';
import { SyncRunsService } from '../src/youtube/sync-runs/sync-runs.service.js';
import { bearer, createAppWithAccounts } from './support/accounts.js';
import { startFakeYoutube, type FakeYoutube } from './support/fake-youtube.js';
import { moderator } from './support/forum.js';
import type { TestApp } from './support/test-app.js';

// GET /api/admin/youtube/sync-runs: every sync is recorded, by hand or on schedule, and listed to admins only.

let fake: FakeYoutube;
let t: TestApp;
let admin: string;
let member: string;
let mod: string;

const fakeEnv = () => ({
  YOUTUBE_PLAYLIST_ID: fake.playlistId,
  YOUTUBE_API_KEY: fake.apiKey,
  YOUTUBE_API_BASE_URL: fake.apiBaseUrl,
  YOUTUBE_FEED_BASE_URL: fake.url,
});

const listRuns = (query = '', token: string | null = admin, app = t) =>
  app.request({ method: 'GET', url: `/api/admin/youtube/sync-runs${query}`, headers: token ? bearer(token) : {} });

async function runs(query = ''): Promise<YoutubeSyncRun[]> {
  const response = await listRuns(query);
  expect(response.statusCode).toBe(200);
  return response.json<YoutubeSyncRunList>().runs;
}

const syncByHand = () => t.request({ method: 'POST', url: '/api/videos/sync-youtube', headers: bearer(admin) });

beforeAll(async () => {
  fake = await startFakeYoutube();
  ({ t, admin, member } = await createAppWithAccounts(fakeEnv()));
  mod = (await moderator(t, admin)).access_token;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(async () => {
  fake.reset();
  await t.dataSource.query('DELETE FROM youtube_sync_runs');
});

describe('GET /api/admin/youtube/sync-runs', () => {
  it.each([
    ['anonymous', () => null, 401],
    ['a member', () => member, 403],
    ['a moderator', () => mod, 403],
    ['an admin', () => admin, 200],
  ])('answers %s with %d', async (_caller, token, status) => {
    const response = await listRuns('', token());
    expect(response.statusCode).toBe(status);
    if (status !== 200) expect(response.json()).toEqual({ detail: expect.any(String), status });
  });

  it('lists nothing before the first sync, and the schedule as configured: off here', async () => {
    expect((await listRuns()).json()).toEqual({
      schedule: { every: null, playlist_configured: true, next_run_at: null },
      runs: [],
    });
    expect(await t.app.get(SyncRunsService).latest()).toBeNull();
  });

  it('records a manual sync with the admin who started it and what it added and updated', async () => {
    const response = await syncByHand();
    expect(response.statusCode).toBe(200);
    const result = response.json<YoutubeSyncResult>();
    const [run] = await runs();
    expect(run).toEqual({
      id: expect.any(Number),
      trigger: 'manual',
      started_by: { id: expect.any(Number), username: 'admin' },
      started_at: expect.any(String),
      finished_at: expect.any(String),
      status: 'succeeded',
      added: result.added,
      updated: result.updated,
      error: null,
    });
    expect(result.added).toBeGreaterThan(0);
    expect(Date.parse(run.finished_at as string)).toBeGreaterThanOrEqual(Date.parse(run.started_at));
    // What the setup checklist reads.
    expect(await t.app.get(SyncRunsService).latest()).toEqual(run);
  });

  it("records a failed sync with YouTube's refusal, newest first", async () => {
    expect((await syncByHand()).statusCode).toBe(200);
    fake.fail('quota');
    const failed = await syncByHand();
    expect(failed.statusCode).toBe(502);
    const [latest, earlier] = await runs();
    expect(latest).toMatchObject({
      trigger: 'manual',
      status: 'failed',
      added: null,
      updated: null,
      error: failed.json<{ detail: string }>().detail,
    });
    expect(earlier).toMatchObject({ status: 'succeeded' });
    expect((await runs('?limit=1')).map((run) => run.id)).toEqual([latest.id]);
  });

  it('shows a run whose heartbeat stopped as interrupted, and one whose heartbeat goes on as running', async () => {
    // No heartbeat for a minute: its process is gone.
    await t.dataSource.query(
      `INSERT INTO youtube_sync_runs (status, event, trigger, heartbeat_at) VALUES ('running', '{"phase":"saving","done":1,"total":5}', 'schedule', now() - interval '1 minute')`,
    );
    const [run] = await runs();
    expect(run).toMatchObject({
      trigger: 'schedule',
      started_by: null,
      status: 'interrupted',
      added: null,
      error: expect.stringMatching(/stopped with the API process/),
    });
    expect(run.finished_at).not.toBeNull();

    await t.dataSource.query(
      `INSERT INTO youtube_sync_runs (status, event, trigger) VALUES ('running', '{"phase":"saving","done":1,"total":5}', 'schedule')`,
    );
    expect((await runs())[0]).toMatchObject({ status: 'running', finished_at: null, error: null });
  });

  it("frees the queue from a dead process's job: the next sync runs", async () => {
    // A process took a job and died: the job is active in pg-boss, its run's heartbeat a minute old.
    const boss = new PgBoss({
      connectionString: t.config.databaseUrl,
      schema: 'pgboss',
      supervise: false,
      schedule: false,
    });
    await boss.start();
    try {
      // Not before an hour for this app's worker: only the fetch below takes it.
      const jobId = await boss.send(syncQueue, { trigger: 'manual', startedBy: null }, { startAfter: 3_600 });
      expect((await boss.fetch(syncQueue, { ignoreStartAfter: true })).map((job) => job.id)).toEqual([jobId]);
      await t.dataSource.query(
        `INSERT INTO youtube_sync_runs (job_id, status, event, heartbeat_at) VALUES ($1, 'running', '{"phase":"saving","done":1,"total":5}', now() - interval '1 minute')`,
        [jobId],
      );

      expect((await syncByHand()).statusCode).toBe(200);
      const [latest, dead] = await runs();
      expect(latest).toMatchObject({ status: 'succeeded' });
      expect(dead).toMatchObject({ status: 'interrupted' });
      expect((await boss.getJobById(syncQueue, jobId as string))?.state).toBe('failed');
    } finally {
      await boss.stop({ graceful: false });
    }
  });

  it('records each run as the job that ran it, ended before the run is announced', async () => {
    expect((await syncByHand()).statusCode).toBe(200);
    const [{ job_id: jobId }] = await t.dataSource.query<Array<{ job_id: string }>>(
      'SELECT job_id FROM youtube_sync_runs',
    );
    expect(await t.app.get(SyncQueue).ended(jobId)).toBe(true);
  });

  it('keeps the last 50 runs', async () => {
    await t.dataSource.query(
      `INSERT INTO youtube_sync_runs (status, event, trigger, added, updated, finished_at)
       SELECT 'succeeded', '{"phase":"done","result":{"total_videos":1,"added":0,"updated":0}}', 'schedule', 0, 0, now() FROM generate_series(1, 55)`,
    );
    expect((await syncByHand()).statusCode).toBe(200);
    expect(await t.dataSource.query('SELECT count(*)::int AS n FROM youtube_sync_runs')).toEqual([{ n: 50 }]);
    const all = await runs('?limit=100');
    expect(all).toHaveLength(50);
    expect(all[0]).toMatchObject({ trigger: 'manual', status: 'succeeded' });
  });

  it.each(['abc', '0', '-1', '1.5', '1e3', '0x10', '2147483648', '99999999999999999999'])(
    'answers ?limit=%s with a 400 naming limit',
    async (limit) => {
      const response = await listRuns(`?limit=${limit}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: 'limit must be a whole number from 1 to 2147483647', status: 400 });
    },
  );

  it('answers a limit given twice with a 400', async () => {
    const response = await listRuns('?limit=1&limit=2');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'limit must be given once', status: 400 });
  });
});

describe('the schedule in the answer', () => {
  it('gives the interval and the next tick on the UTC clock when a playlist is configured', async () => {
    const { t: scheduled, admin: token } = await createAppWithAccounts({ ...fakeEnv(), YOUTUBE_SYNC_EVERY: '6h' });
    try {
      const { schedule } = (await listRuns('', token, scheduled)).json<YoutubeSyncRunList>();
      expect(schedule).toMatchObject({ every: '6h', playlist_configured: true });
      const next = Date.parse(schedule.next_run_at as string);
      expect(next % (6 * 3_600_000)).toBe(0);
      expect(next - Date.now()).toBeGreaterThan(0);
      expect(next - Date.now()).toBeLessThanOrEqual(6 * 3_600_000);
    } finally {
      await scheduled.close();
    }
  });

  it('has no next run without a playlist, whatever the interval', async () => {
    const { t: unconfigured, admin: token } = await createAppWithAccounts({ YOUTUBE_SYNC_EVERY: '30m' });
    try {
      expect((await listRuns('', token, unconfigured)).json<YoutubeSyncRunList>().schedule).toEqual({
        every: '30m',
        playlist_configured: false,
        next_run_at: null,
      });
    } finally {
      await unconfigured.close();
    }
  });
});
