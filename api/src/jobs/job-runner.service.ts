import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type PgBoss from 'pg-boss';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { startJobRunner } from './start-job-runner.js';

/** A job pg-boss's clock sends at each tick of `cron` (UTC), taken by one API process however many run. */
export interface ScheduledJob {
  /** Its queue: one job queued and one running at most (stately), no retry (the next tick tries again). */
  name: string;
  cron: string;
  /** A run still going after this long is failed by pg-boss. */
  expireInSeconds: number;
  run: () => Promise<void>;
}

/**
 * The API's scheduled jobs, on pg-boss in the API's own database. A module schedules its job in
 * onModuleInit; at bootstrap, when any was, this process starts pg-boss (a pool of 2), creates the
 * queues and schedules (the latest process to start sets them for all) and works the queues. On
 * shutdown no new job is taken and a running one may finish within SHUTDOWN_TIMEOUT_MS.
 */
@Injectable()
export class JobRunner implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Jobs');
  private readonly jobs: ScheduledJob[] = [];
  private boss?: PgBoss;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  schedule(job: ScheduledJob): void {
    this.jobs.push(job);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.jobs.length === 0) return;
    const { databaseUrl } = this.config;
    if (!databaseUrl) throw new Error('No database URL: start the embedded database first');
    this.boss = await startJobRunner(databaseUrl, {
      connectTimeoutMs: this.config.dbConnectTimeoutMs,
      schedules: true,
      warn: (line) => this.logger.warn(line),
      setUp: async (boss) => {
        for (const { name, cron, expireInSeconds } of this.jobs) {
          const queue: PgBoss.Queue = { name, policy: 'stately', retryLimit: 0, expireInSeconds };
          await boss.createQueue(name, queue);
          // A queue made by an older version takes today's options too.
          await boss.updateQueue(name, queue);
          await boss.schedule(name, cron, {}, { tz: 'UTC' });
        }
      },
    });
    for (const job of this.jobs) await this.boss.work(job.name, () => this.run(job));
  }

  private async run(job: ScheduledJob): Promise<void> {
    try {
      await job.run();
    } catch (error) {
      this.logger.error(`Job ${job.name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      throw error;
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.boss?.stop({ graceful: true, wait: true, timeout: this.config.shutdownTimeoutMs });
  }
}
