import { BadGatewayException } from '@nestjs/common';
import type { YoutubeSyncResult } from '@site/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../../config/app-config.js';
import type { PlaylistSync, SyncProgress } from '../playlist-sync.js';
import { parseSyncInterval } from '../../config/sync-interval.js';
import { SyncInterrupted, type SyncRunRecord } from '../sync-runs/sync-run-record.js';
import type { SyncRunsService } from '../sync-runs/sync-runs.service.js';
import { failedEventOf, SyncJobHandler } from './sync-job.handler.js';
import type { SyncJob, SyncQueue } from './sync-queue.service.js';

const result: YoutubeSyncResult = { total_videos: 7, added: 2, updated: 1 };
const manualJob: SyncJob = {
  id: 'job-1',
  data: { trigger: 'manual', startedBy: 3 },
  createdOn: new Date('2026-11-25T13:00:00Z'),
};
const scheduledJob: SyncJob = {
  id: 'job-2',
  data: { trigger: 'schedule' },
  createdOn: new Date('2026-11-25T18:00:00Z'),
};

/** The handler with every collaborator played by hand; `steps` is the order things happened in. */
function setUp({ config = { youtubePlaylistId: 'PL1' } as Partial<AppConfig>, ranAt = false, stillOurs = true } = {}) {
  const steps: string[] = [];
  const record = {
    publish: vi.fn(async (event: { phase: string }) => void steps.push(`publish ${event.phase}`)),
    beat: vi.fn(async () => {}),
    succeed: vi.fn(async () => void steps.push('succeed')),
    fail: vi.fn(async () => {
      steps.push('record failure');
      return stillOurs;
    }),
    announce: vi.fn(async () => void steps.push('announce')),
  };
  const queue = {
    register: vi.fn(() => {}),
    complete: vi.fn(async () => void steps.push('complete job')),
    fail: vi.fn(async () => void steps.push('fail job')),
  };
  const runs = { ranAt: vi.fn(async () => ranAt), record: vi.fn(() => record as unknown as SyncRunRecord) };
  let work = async (progress: SyncProgress): Promise<YoutubeSyncResult> => {
    await progress.publish({ phase: 'fetching', source: 'api', pages: 0, items: 0, total: null });
    await progress.succeed({} as never, result);
    return result;
  };
  const playlist = { run: (progress: SyncProgress) => work(progress) };
  const handler = new SyncJobHandler(
    config as AppConfig,
    queue as unknown as SyncQueue,
    runs as unknown as SyncRunsService,
    playlist as unknown as PlaylistSync,
  );
  const doing = (next: typeof work) => (work = next);
  const logged = {
    log: vi.spyOn(handler['logger'], 'log').mockImplementation(() => {}),
    warn: vi.spyOn(handler['logger'], 'warn').mockImplementation(() => {}),
    error: vi.spyOn(handler['logger'], 'error').mockImplementation(() => {}),
  };
  return { handler, steps, record, queue, runs, doing, logged };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('SyncJobHandler.handle', () => {
  it('records a manual job as its run, by its origin, then ends the job before announcing the end', async () => {
    const { handler, steps, runs, queue } = setUp();
    await handler.handle(manualJob);
    expect(runs.record).toHaveBeenCalledWith('job-1', { trigger: 'manual', startedBy: 3 });
    expect(runs.ranAt).not.toHaveBeenCalled();
    expect(queue.complete).toHaveBeenCalledWith('job-1', result);
    expect(steps).toEqual(['publish fetching', 'succeed', 'complete job', 'announce']);
  });

  it("records a failure with the API's detail and status, fails the job, then announces", async () => {
    const { handler, steps, record, queue, doing } = setUp();
    doing(async () => {
      throw new BadGatewayException('YouTube API error: quotaExceeded');
    });
    await handler.handle(manualJob);
    const event = { phase: 'error', detail: 'YouTube API error: quotaExceeded', status: 502 };
    expect(record.fail).toHaveBeenCalledWith(event);
    expect(queue.fail).toHaveBeenCalledWith(['job-1'], event);
    expect(steps).toEqual(['record failure', 'fail job', 'announce']);
  });

  it('answers an unexpected error as a 500 without internals, and logs it whole', async () => {
    const { handler, record, doing, logged } = setUp();
    doing(async () => {
      throw new TypeError('boom at line 3');
    });
    await handler.handle(manualJob);
    expect(record.fail).toHaveBeenCalledWith({ phase: 'error', detail: 'Internal server error', status: 500 });
    expect(logged.error.mock.calls[0][0]).toContain('boom at line 3');
  });

  it('stops without a word when the dead-run rule closed its run: the rule ended the job and announced it', async () => {
    const { handler, steps, queue, doing } = setUp();
    doing(async (progress) => {
      await progress.publish({ phase: 'saving', done: 0, total: 3 });
      throw new SyncInterrupted();
    });
    await handler.handle(manualJob);
    expect(queue.complete).not.toHaveBeenCalled();
    expect(queue.fail).not.toHaveBeenCalled();
    expect(steps).toEqual(['publish saving']);
  });

  it('leaves the job and the announcement alone when its run was closed before the failure was recorded', async () => {
    const { handler, steps, queue, doing } = setUp({ stillOurs: false });
    doing(async () => {
      throw new BadGatewayException('Could not reach YouTube: no answer within 15 s');
    });
    await handler.handle(manualJob);
    expect(queue.fail).not.toHaveBeenCalled();
    expect(steps).toEqual(['record failure']);
  });

  it('skips a scheduled tick that found another sync running: no run, no announcement', async () => {
    const { handler, runs, steps } = setUp({ ranAt: true });
    await handler.handle(scheduledJob);
    expect(runs.ranAt).toHaveBeenCalledWith(scheduledJob.createdOn);
    expect(runs.record).not.toHaveBeenCalled();
    expect(steps).toEqual([]);
  });

  it('runs a scheduled tick otherwise, and takes a job without an origin (an older schedule) as scheduled', async () => {
    const { handler, runs, steps } = setUp();
    await handler.handle({ ...scheduledJob, data: {} });
    expect(runs.record).toHaveBeenCalledWith('job-2', { trigger: 'schedule', startedBy: null });
    expect(steps.at(-1)).toBe('announce');
  });

  it('beats every 2 s while the sync runs, events or not, and stops with it', async () => {
    vi.useFakeTimers();
    const { handler, record, doing } = setUp();
    let finish = () => {};
    doing(
      (progress) =>
        new Promise((resolve) => (finish = () => resolve(progress.succeed({} as never, result).then(() => result)))),
    );
    const handling = handler.handle(manualJob);
    await vi.advanceTimersByTimeAsync(7_000);
    expect(record.beat).toHaveBeenCalledTimes(3);
    finish();
    await handling;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(record.beat).toHaveBeenCalledTimes(3);
  });
});

describe('SyncJobHandler at start', () => {
  it('registers its queue on the job runner, with its handler, when a playlist is configured', () => {
    const { handler, queue } = setUp();
    handler.onModuleInit();
    expect(queue.register).toHaveBeenCalledWith(expect.any(Function));
  });

  it('registers nothing without a playlist, and says so when a schedule is set', () => {
    const { handler, queue, logged } = setUp({ config: { youtubeSyncEvery: parseSyncInterval('6h') } });
    handler.onModuleInit();
    expect(queue.register).not.toHaveBeenCalled();
    expect(logged.warn).toHaveBeenCalledWith(
      'YOUTUBE_SYNC_EVERY is set but YOUTUBE_PLAYLIST_ID is not: no scheduled sync',
    );
  });
});

describe('failedEventOf', () => {
  it('keeps a detail short enough for an announcement', () => {
    expect(failedEventOf(new BadGatewayException('x'.repeat(5_000)))).toEqual({
      phase: 'error',
      detail: 'x'.repeat(1_000),
      status: 502,
    });
  });
});
