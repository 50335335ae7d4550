import { describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../../config/app-config.js';
import { parseSyncInterval } from '../../config/sync-interval.js';
import type { JobQueue, JobRunner } from '../../jobs/job-runner.service.js';
import { syncQueue, SyncQueue, type SyncJob, type SyncJobData } from './sync-queue.service.js';

/** The job runner, played by hand: what the queue asks of it (its own spec holds pg-boss's part). */
function fakeRunner() {
  return {
    register: vi.fn((_queue: JobQueue<SyncJobData>) => {}),
    sendIfIdle: vi.fn(async (): Promise<string | null> => 'job-1'),
    ended: vi.fn(async () => true),
    complete: vi.fn(async () => {}),
    fail: vi.fn(async () => {}),
  };
}

function setUp(env: Partial<AppConfig> = {}) {
  const jobs = fakeRunner();
  const queue = new SyncQueue({ youtubePlaylistId: 'PL1', ...env } as AppConfig, jobs as unknown as JobRunner);
  vi.spyOn(queue['logger'], 'log').mockImplementation(() => {});
  return { jobs, queue };
}

describe('SyncQueue.register', () => {
  it('registers the one queue, stately with a 30-minute expiry, worked by the handler, and no schedule without YOUTUBE_SYNC_EVERY', async () => {
    const { jobs, queue } = setUp();
    const handler = vi.fn(async () => {});
    queue.register(handler);
    const [registered] = jobs.register.mock.calls[0];
    expect(registered).toMatchObject({
      name: syncQueue,
      policy: 'stately',
      expireInSeconds: 1_800,
      schedule: undefined,
    });
    const job: SyncJob = { id: 'job-9', data: { trigger: 'manual', startedBy: 1 }, createdOn: new Date() };
    await registered.work(job);
    expect(handler).toHaveBeenCalledWith(job);
  });

  it("with YOUTUBE_SYNC_EVERY, schedules the interval's cron, each tick a scheduled job", () => {
    const { jobs, queue } = setUp({ youtubeSyncEvery: parseSyncInterval('6h') });
    queue.register(async () => {});
    expect(jobs.register.mock.calls[0][0].schedule).toEqual({ cron: '0 */6 * * *', data: { trigger: 'schedule' } });
  });
});

describe('SyncQueue on the job runner', () => {
  it('sends a manual job with its origin unless the queue holds one', async () => {
    const { jobs, queue } = setUp();
    expect(await queue.send({ trigger: 'manual', startedBy: 4 })).toBe('job-1');
    expect(jobs.sendIfIdle).toHaveBeenCalledWith(syncQueue, { trigger: 'manual', startedBy: 4 });
    jobs.sendIfIdle.mockResolvedValueOnce(null);
    expect(await queue.send({ trigger: 'manual', startedBy: 4 })).toBeNull();
  });

  it('asks, completes and fails its own jobs', async () => {
    const { jobs, queue } = setUp();
    expect(await queue.ended('job-1')).toBe(true);
    expect(jobs.ended).toHaveBeenCalledWith(syncQueue, 'job-1');
    await queue.complete('job-1', { added: 1 });
    expect(jobs.complete).toHaveBeenCalledWith(syncQueue, 'job-1', { added: 1 });
    await queue.fail(['job-1', 'job-2'], { detail: 'gone' });
    expect(jobs.fail).toHaveBeenCalledWith(syncQueue, ['job-1', 'job-2'], { detail: 'gone' });
  });
});
