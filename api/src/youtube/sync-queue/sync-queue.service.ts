import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { YoutubeSyncTrigger } from '@site/contracts';
import type PgBoss from 'pg-boss';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { SyncRunOrigin } from '../sync-runs/sync-run-origin.js';
import { startJobRunner } from '../../jobs/start-job-runner.js';

/** Every YouTube sync, by hand or on schedule, is a job on this queue. */
export const syncQueue = 'youtube-sync';

/**
 * `stately`: at most one job queued and one running, so two syncs never run at once, whoever sends
 * them. No retry: a failed sync is recorded and an admin or the next tick tries again. A job still
 * active after 30 minutes is failed by pg-boss: no sync takes that long, and a dead process's job is
 * failed long before, by the dead-run rule (SyncRunsService.closeDead).
 */
export const syncQueueOptions: PgBoss.Queue = { name: syncQueue, policy: 'stately', retryLimit: 0, expireInSeconds: 30 * 60 };

/** What a job carries: its origin. A job without one (sent by an older schedule) is a scheduled one. */
export interface SyncJobData {
  trigger?: YoutubeSyncTrigger;
  startedBy?: number | null;
}

export type SyncJob = Pick<PgBoss.JobWithMetadata<SyncJobData>, 'id' | 'data' | 'createdOn'>;

export type SyncJobHandler = (job: SyncJob) => Promise<void>;

export const originOf = (data: SyncJobData | null | undefined): SyncRunOrigin =>
  data?.trigger === 'manual' ? { trigger: 'manual', startedBy: data.startedBy ?? null } : { trigger: 'schedule', startedBy: null };

/** pg-boss's states of a job that has not ended. */
const unended = new Set(['created', 'retry', 'active']);

/**
 * The 'youtube-sync' queue on pg-boss: every API process with a playlist configured starts pg-boss
 * and works the queue; with YOUTUBE_SYNC_EVERY, pg-boss's clock also sends a job per tick (the
 * latest process to start sets the interval for all; unset, it removes the schedule).
 */
@Injectable()
export class SyncQueue implements OnModuleDestroy {
  private readonly logger = new Logger('YoutubeSyncQueue');
  private boss?: PgBoss;
  private workerId?: string;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async start(handler: SyncJobHandler): Promise<void> {
    const { databaseUrl, youtubeSyncEvery: every } = this.config;
    if (!databaseUrl) throw new Error('No database URL: start the embedded database first');
    const boss = await startJobRunner(databaseUrl, {
      connectTimeoutMs: this.config.dbConnectTimeoutMs,
      schedules: every !== undefined,
      warn: (line) => this.logger.warn(line),
      setUp: async (runner) => {
        await runner.createQueue(syncQueue, syncQueueOptions);
        // A queue made before syncs were jobs (for the schedule alone) takes the policy too.
        await runner.updateQueue(syncQueue, syncQueueOptions);
        if (every) await runner.schedule(syncQueue, every.cron, { trigger: 'schedule' } satisfies SyncJobData, { tz: 'UTC' });
        else await runner.unschedule(syncQueue);
      },
    });
    this.boss = boss;
    this.workerId = await boss.work<SyncJobData>(syncQueue, { includeMetadata: true }, async ([job]) => handler(job));
    if (every) this.logger.log(`YouTube sync scheduled every ${every.text}`);
  }

  /** A sync is queued or running, on any process. */
  async busy(): Promise<boolean> {
    return (await this.started().getQueueSize(syncQueue, { before: 'completed' })) > 0;
  }

  /** Queues a sync and wakes this process's worker for it; null when another is queued already. */
  async send(origin: SyncRunOrigin): Promise<string | null> {
    const boss = this.started();
    const id = await boss.send(syncQueue, { trigger: origin.trigger, startedBy: origin.startedBy } satisfies SyncJobData);
    if (id && this.workerId) boss.notifyWorker(this.workerId);
    return id;
  }

  /** Whether the job has ended (or is gone); its run's record says how. */
  async ended(jobId: string): Promise<boolean> {
    const job = await this.started().getJobById<SyncJobData>(syncQueue, jobId, { includeArchive: true });
    return !job || !unended.has(job.state);
  }

  /** Ends a job before its handler returns, so that its end can be announced after it. */
  async complete(jobId: string, output: object): Promise<void> {
    await this.started().complete(syncQueue, jobId, output);
  }

  async fail(jobIds: string[], output: object): Promise<void> {
    const boss = this.boss;
    // A process without the runner has no jobs to end: every process shares the playlist setting.
    if (!boss) return;
    for (const jobId of jobIds) await boss.fail(syncQueue, jobId, output);
  }

  /** Before the pool closes: no new job is taken, and a sync under way may finish within the shutdown budget. */
  async onModuleDestroy(): Promise<void> {
    await this.boss?.stop({ graceful: true, wait: true, timeout: this.config.shutdownTimeoutMs });
  }

  private started(): PgBoss {
    if (!this.boss) throw new Error('The job runner is not started: no YOUTUBE_PLAYLIST_ID');
    return this.boss;
  }
}
