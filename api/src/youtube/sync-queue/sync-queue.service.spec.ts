import type PgBoss from 'pg-boss';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../../config/app-config.js';
import { parseSyncInterval } from '../../config/sync-interval.js';
import { startJobRunner } from '../../jobs/start-job-runner.js';
import { syncQueue, syncQueueOptions, SyncQueue, type SyncJob } from './sync-queue.service.js';

vi.mock('../../jobs/start-job-runner.js', () => ({ startJobRunner: vi.fn() }));

/** pg-boss, played by hand: the calls the queue makes of it. */
function fakeBoss() {
  return {
    createQueue: vi.fn(async () => {}),
    updateQueue: vi.fn(async () => {}),
    schedule: vi.fn(async () => {}),
    unschedule: vi.fn(async () => {}),
    work: vi.fn(async () => 'worker-1'),
    send: vi.fn(async (): Promise<string | null> => 'job-1'),
    notifyWorker: vi.fn(),
    getQueueSize: vi.fn(async () => 0),
    getJobById: vi.fn(async (): Promise<{ state: string } | null> => ({ state: 'active' })),
    complete: vi.fn(async () => {}),
    fail: vi.fn(async () => {}),
    stop: vi.fn(async () => {}),
  };
}

const config = (env: Partial<AppConfig> = {}) =>
  ({ databaseUrl: 'postgres://db', dbConnectTimeoutMs: 5_000, shutdownTimeoutMs: 10_000, youtubePlaylistId: 'PL1', ...env }) as AppConfig;

let boss: ReturnType<typeof fakeBoss>;

beforeEach(() => {
  boss = fakeBoss();
  vi.mocked(startJobRunner).mockReset();
  vi.mocked(startJobRunner).mockImplementation(async (_url, { setUp }) => {
    await setUp(boss as unknown as PgBoss);
    return boss as unknown as PgBoss;
  });
});

async function started(env: Partial<AppConfig> = {}, handler = vi.fn(async () => {})) {
  const queue = new SyncQueue(config(env));
  vi.spyOn(queue['logger'], 'log').mockImplementation(() => {});
  await queue.start(handler);
  return queue;
}

describe('SyncQueue.start', () => {
  it('makes the one queue stately, even one made before (by the schedule alone), and removes a schedule no longer set', async () => {
    await started();
    expect(syncQueueOptions).toMatchObject({ policy: 'stately', retryLimit: 0 });
    expect(boss.createQueue).toHaveBeenCalledWith(syncQueue, syncQueueOptions);
    expect(boss.updateQueue).toHaveBeenCalledWith(syncQueue, syncQueueOptions);
    expect(boss.unschedule).toHaveBeenCalledWith(syncQueue);
    expect(boss.schedule).not.toHaveBeenCalled();
    expect(vi.mocked(startJobRunner).mock.calls[0][1]).toMatchObject({ schedules: false, connectTimeoutMs: 5_000 });
  });

  it("with YOUTUBE_SYNC_EVERY, schedules the interval's cron on the UTC clock, each tick a scheduled job", async () => {
    await started({ youtubeSyncEvery: parseSyncInterval('6h') });
    expect(boss.schedule).toHaveBeenCalledWith(syncQueue, '0 */6 * * *', { trigger: 'schedule' }, { tz: 'UTC' });
    expect(vi.mocked(startJobRunner).mock.calls[0][1]).toMatchObject({ schedules: true });
  });

  it("works the queue with the handler, one job at a time with pg-boss's record of it", async () => {
    const handler = vi.fn(async () => {});
    await started({}, handler);
    expect(boss.work).toHaveBeenCalledWith(syncQueue, { includeMetadata: true }, expect.any(Function));
    const job: SyncJob = { id: 'job-9', data: { trigger: 'manual', startedBy: 1 }, createdOn: new Date() };
    const work = boss.work.mock.calls[0] as unknown as [string, object, (jobs: SyncJob[]) => Promise<void>];
    await work[2]([job]);
    expect(handler).toHaveBeenCalledWith(job);
  });

  it('refuses to start without a database URL', async () => {
    await expect(new SyncQueue(config({ databaseUrl: undefined })).start(async () => {})).rejects.toThrow('No database URL');
  });
});

describe('SyncQueue, started', () => {
  it("sends a manual job with its origin and wakes this process's worker for it", async () => {
    const queue = await started();
    expect(await queue.send({ trigger: 'manual', startedBy: 4 })).toBe('job-1');
    expect(boss.send).toHaveBeenCalledWith(syncQueue, { trigger: 'manual', startedBy: 4 });
    expect(boss.notifyWorker).toHaveBeenCalledWith('worker-1');
  });

  it('wakes no worker when the queue already holds a job (null)', async () => {
    const queue = await started();
    boss.send.mockResolvedValueOnce(null);
    expect(await queue.send({ trigger: 'manual', startedBy: 4 })).toBeNull();
    expect(boss.notifyWorker).not.toHaveBeenCalled();
  });

  it('is busy while a job is queued or running: every state before completed', async () => {
    const queue = await started();
    expect(await queue.busy()).toBe(false);
    boss.getQueueSize.mockResolvedValueOnce(1);
    expect(await queue.busy()).toBe(true);
    expect(boss.getQueueSize).toHaveBeenCalledWith(syncQueue, { before: 'completed' });
  });

  it.each([
    ['created', false],
    ['retry', false],
    ['active', false],
    ['completed', true],
    ['failed', true],
    ['cancelled', true],
  ])('tells a job %s as ended: %s', async (state, ended) => {
    const queue = await started();
    boss.getJobById.mockResolvedValueOnce({ state });
    expect(await queue.ended('job-1')).toBe(ended);
  });

  it('tells a job gone from the queue and its archive as ended', async () => {
    const queue = await started();
    boss.getJobById.mockResolvedValueOnce(null);
    expect(await queue.ended('job-1')).toBe(true);
  });

  it('fails each job it is given, and stops within the shutdown budget', async () => {
    const queue = await started();
    await queue.fail(['job-1', 'job-2'], { detail: 'gone' });
    expect(boss.fail.mock.calls).toEqual([
      [syncQueue, 'job-1', { detail: 'gone' }],
      [syncQueue, 'job-2', { detail: 'gone' }],
    ]);
    await queue.onModuleDestroy();
    expect(boss.stop).toHaveBeenCalledWith({ graceful: true, wait: true, timeout: 10_000 });
  });
});

describe('SyncQueue, not started (no playlist)', () => {
  it('has no job to fail, nothing to stop, and refuses to send', async () => {
    const queue = new SyncQueue(config({ youtubePlaylistId: undefined }));
    await queue.fail(['job-1'], {});
    await queue.onModuleDestroy();
    await expect(queue.send({ trigger: 'manual', startedBy: 1 })).rejects.toThrow('The job runner is not started');
  });
});
