import { Inject, Injectable, Logger } from '@nestjs/common';
import type { YoutubeSyncTrigger } from '@site/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { JobRunner, type Job, type QueueOptions } from '../../jobs/job-runner.service.js';
import type { SyncRunOrigin } from '../sync-runs/sync-run-origin.js';

/** Every YouTube sync, by hand or on schedule, is a job on this queue. */
export const syncQueue = 'youtube-sync';

/**
 * `stately`: at most one job queued and one running, so two syncs never run at once, whoever sends
 * them. No retry (the job runner retries nothing): a failed sync is recorded and an admin or the next
 * tick tries again. A job still active after 30 minutes is failed by pg-boss: no sync takes that
 * long, and a dead process's job is failed long before, by the dead-run rule (SyncRunsService.closeDead).
 */
export const syncQueueOptions: QueueOptions = { name: syncQueue, policy: 'stately', expireInSeconds: 30 * 60 };

/** What a job carries: its origin. A job without one (sent by an older schedule) is a scheduled one. */
export interface SyncJobData {
  trigger?: YoutubeSyncTrigger;
  startedBy?: number | null;
}

export type SyncJob = Job<SyncJobData>;

export type SyncJobHandler = (job: SyncJob) => Promise<void>;

export const originOf = (data: SyncJobData | null | undefined): SyncRunOrigin =>
  data?.trigger === 'manual'
    ? { trigger: 'manual', startedBy: data.startedBy ?? null }
    : { trigger: 'schedule', startedBy: null };

/**
 * The 'youtube-sync' queue on the process's job runner (src/jobs): every API process with a playlist
 * configured works it; with YOUTUBE_SYNC_EVERY, pg-boss's clock also sends a job per tick (the latest
 * process to start sets the interval for all; unset, it removes the schedule).
 */
@Injectable()
export class SyncQueue {
  private readonly logger = new Logger('YoutubeSyncQueue');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: JobRunner,
  ) {}

  /**
   * In onModuleInit: the job runner creates the queue and its schedule, and works it with `handler`, when it starts.
   */
  register(handler: SyncJobHandler): void {
    const every = this.config.youtubeSyncEvery;
    const schedule = every && { cron: every.cron, data: { trigger: 'schedule' } satisfies SyncJobData };
    this.jobs.register<SyncJobData>({ ...syncQueueOptions, schedule, work: handler });
    if (every) this.logger.log(`YouTube sync scheduled every ${every.text}`);
  }

  /** Queues a sync and wakes this process's worker for it; null while another is queued or running, on any process. */
  send(origin: SyncRunOrigin): Promise<string | null> {
    return this.jobs.sendIfIdle(syncQueue, {
      trigger: origin.trigger,
      startedBy: origin.startedBy,
    } satisfies SyncJobData);
  }

  /** Whether the job has ended (or is gone); its run's record says how. */
  ended(jobId: string): Promise<boolean> {
    return this.jobs.ended(syncQueue, jobId);
  }

  /** Ends a job before its handler returns, so that its end can be announced after it. */
  complete(jobId: string, output: object): Promise<void> {
    return this.jobs.complete(syncQueue, jobId, output);
  }

  /** A process whose job runner is not started has no jobs to end: every process shares the playlist setting. */
  fail(jobIds: string[], output: object): Promise<void> {
    return this.jobs.fail(syncQueue, jobIds, output);
  }
}
