import type { YoutubeSyncResult } from '@site/contracts';
import type PgBoss from 'pg-boss';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../../config/app-config.js';
import type { SyncInterval } from '../../config/sync-interval.js';
import type { PlaylistSync, SyncProgress } from '../playlist-sync.js';
import { JobRunner } from '../../jobs/job-runner.service.js';
import { startJobRunner } from '../../jobs/start-job-runner.js';
import { SyncJobHandler } from '../sync-queue/sync-job.handler.js';
import { SyncQueue, type SyncJob } from '../sync-queue/sync-queue.service.js';
import type { SyncRunOrigin } from '../sync-runs/sync-run-origin.js';
import type { SyncRunRecord } from '../sync-runs/sync-run-record.js';
import type { SyncRunsService } from '../sync-runs/sync-runs.service.js';
import { syncScheduleOf } from './sync-schedule.js';

// The scheduled sync over a day on a fake clock: the schedule YOUTUBE_SYNC_EVERY stores, the ticks
// the admin is shown, and what each tick's job does (run, skip, heartbeat). pg-boss's clock is played
// by hand; one real tick on two processes is api/test/youtube-sync-schedule.e2e-spec.ts.

vi.mock('../../jobs/start-job-runner.js', () => ({ startJobRunner: vi.fn() }));

const sixHours: SyncInterval = { text: '6h', cron: '0 */6 * * *', ms: 6 * 3_600_000 };
const result: YoutubeSyncResult = { total_videos: 5, added: 1, updated: 0 };

/** Whether a cron of the forms YOUTUBE_SYNC_EVERY makes ('*', '*\/n', 'n' in minute and hour) fires at `at`, UTC. */
function cronFires(cron: string, at: Date): boolean {
  const [minute, hour] = cron.split(' ');
  const matches = (field: string, value: number) =>
    field === '*' || (field.startsWith('*/') ? value % Number(field.slice(2)) === 0 : Number(field) === value);
  return at.getUTCSeconds() === 0 && matches(minute, at.getUTCMinutes()) && matches(hour, at.getUTCHours());
}

interface Run {
  origin: SyncRunOrigin;
  startedAt: Date;
  finishedAt?: Date;
  beats: number;
}

/** The whole scheduled path with the database and pg-boss played by hand; `syncMs`: how long each sync takes. */
async function scheduledSync(syncMs = 60_000) {
  const config = {
    youtubePlaylistId: 'PL1',
    youtubeSyncEvery: sixHours,
    databaseUrl: 'postgres://db',
    dbConnectTimeoutMs: 5_000,
  } as AppConfig;
  const runs: Run[] = [];
  const boss = {
    createQueue: vi.fn(async () => {}),
    updateQueue: vi.fn(async () => {}),
    schedule: vi.fn(async () => {}),
    unschedule: vi.fn(async () => {}),
    work: vi.fn(async () => 'worker-1'),
    complete: vi.fn(async () => {}),
  };
  vi.mocked(startJobRunner).mockImplementation(async (_url, { setUp }) => {
    await setUp(boss as unknown as PgBoss);
    return boss as unknown as PgBoss;
  });
  const runStore = {
    ranAt: async (at: Date) => runs.some((run) => run.startedAt <= at && (!run.finishedAt || run.finishedAt >= at)),
    record: (_jobId: string, origin: SyncRunOrigin) => {
      const run: Run = { origin, startedAt: new Date(), beats: 0 };
      return {
        publish: async () => void (runs.includes(run) || runs.push(run)),
        beat: async () => void (run.beats += 1),
        succeed: async () => void (run.finishedAt = new Date()),
        announce: async () => {},
      } as unknown as SyncRunRecord;
    },
  };
  const playlist = {
    run: async (progress: SyncProgress) => {
      await progress.publish({ phase: 'fetching', source: 'api', pages: 0, items: 0, total: null });
      await new Promise((resolve) => setTimeout(resolve, syncMs));
      await progress.succeed({} as never, result);
      return result;
    },
  };
  const jobs = new JobRunner(config);
  const queue = new SyncQueue(config, jobs);
  const handler = new SyncJobHandler(
    config,
    queue,
    runStore as unknown as SyncRunsService,
    playlist as unknown as PlaylistSync,
  );
  for (const logger of [queue['logger'], handler['logger']]) vi.spyOn(logger, 'log').mockImplementation(() => {});
  // As at start: the module registers its queue, then the job runner starts.
  handler.onModuleInit();
  await jobs.onApplicationBootstrap();
  const [, , work] = boss.work.mock.calls[0] as unknown as [string, object, (jobs: SyncJob[]) => Promise<void>];
  let sent = 0;
  /** pg-boss's clock at a tick: the job it sends then, handed to the worker. */
  const tick = () => {
    sent += 1;
    return work([{ id: `job-${sent}`, data: { trigger: 'schedule' }, createdOn: new Date() }]);
  };
  const nextRunAt = () => syncScheduleOf(config, new Date()).next_run_at;
  return { boss, runs, tick, nextRunAt, manual: (job: SyncJob) => work([job]), config };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the scheduled YouTube sync on a fake clock (YOUTUBE_SYNC_EVERY=6h)', () => {
  it("stores the interval's cron, shows each next tick at an instant it fires, and runs each tick's job as a scheduled run", async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T13:20:00Z') });
    const { boss, runs, tick, nextRunAt } = await scheduledSync();
    expect(boss.schedule).toHaveBeenCalledWith('youtube-sync', sixHours.cron, { trigger: 'schedule' }, { tz: 'UTC' });

    const ticks: string[] = [];
    for (let day = 0; day < 4; day += 1) {
      const next = nextRunAt() as string;
      ticks.push(next);
      expect(cronFires(sixHours.cron, new Date(next))).toBe(true);
      await vi.advanceTimersByTimeAsync(Date.parse(next) - Date.now());
      const running = tick();
      // A minute later the sync has ended, and the schedule shows the tick after.
      await vi.advanceTimersByTimeAsync(60_000);
      await running;
    }
    expect(ticks).toEqual([
      '2026-11-25T18:00:00.000Z',
      '2026-11-26T00:00:00.000Z',
      '2026-11-26T06:00:00.000Z',
      '2026-11-26T12:00:00.000Z',
    ]);
    expect(runs.map((run) => [run.origin.trigger, run.startedAt.toISOString()])).toEqual(
      ticks.map((at) => ['schedule', at]),
    );
    expect(boss.complete).toHaveBeenCalledTimes(4);
  });

  it('skips a tick sent while a manual sync ran (it was queued behind it), and runs the next one', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T17:59:00Z') });
    const { runs, tick, manual } = await scheduledSync(2 * 60_000);
    const pressed = manual({ id: 'manual-1', data: { trigger: 'manual', startedBy: 1 }, createdOn: new Date() });
    await vi.advanceTimersByTimeAsync(60_000);
    // 18:00, the manual sync still running: the tick's job waits in the queue until it ends.
    const sentAt18 = { id: 'job-18', data: { trigger: 'schedule' as const }, createdOn: new Date() };
    await vi.advanceTimersByTimeAsync(60_000);
    await pressed;
    await manual(sentAt18);
    expect(runs.map((run) => run.origin.trigger)).toEqual(['manual']);

    await vi.advanceTimersByTimeAsync(Date.parse('2026-11-26T00:00:00Z') - Date.now());
    const running = tick();
    await vi.advanceTimersByTimeAsync(2 * 60_000);
    await running;
    expect(runs.map((run) => run.origin.trigger)).toEqual(['manual', 'schedule']);
  });

  it('beats every 2 s through a long sync, so no one takes it for dead', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T17:59:59Z') });
    const { runs, tick } = await scheduledSync(10 * 60_000);
    await vi.advanceTimersByTimeAsync(1_000);
    const running = tick();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    await running;
    expect(runs[0].beats).toBe((10 * 60_000) / 2_000);
    expect(runs[0].finishedAt?.toISOString()).toBe('2026-11-25T18:10:00.000Z');
  });
});
