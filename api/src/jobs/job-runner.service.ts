import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type PgBoss from 'pg-boss';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { startJobRunner } from './start-job-runner.js';

/** A job as its worker sees it: pg-boss's id, what it was sent with and when. */
export type Job<T extends object = object> = Pick<PgBoss.JobWithMetadata<T>, 'id' | 'data' | 'createdOn'>;

/**
 * A queue as it is created: its name, pg-boss's policy ('stately': one job queued and one running at most) and expiry.
 */
export type QueueOptions = Required<Pick<PgBoss.Queue, 'name' | 'policy' | 'expireInSeconds'>>;

/**
 * A queue this process works. A failure is logged; without `retry` the job is not tried again (the next tick or send
 * does the work).
 */
export interface JobQueue<T extends object = object> extends QueueOptions {
  /** A failed job is tried again up to `limit` times, after `delaySeconds`, then twice as long each time. */
  retry?: { limit: number; delaySeconds: number };
  /**
   * pg-boss's clock sends a job with `data` at each tick of `cron` (UTC), once however many processes
   * run. Without it, a schedule stored for the queue is removed: the latest process to start sets it for all.
   */
  schedule?: { cron: string; data: T };
  /** How often an idle worker looks for a job (pg-boss's default is 2 s; 0.5 at least). */
  pollingIntervalSeconds?: number;
  work: (job: Job<T>) => Promise<void>;
}

/** A job sent at each tick of `cron` (UTC) and taken by one API process, on a stately queue of its own. */
export interface ScheduledJob {
  name: string;
  cron: string;
  /** A run still going after this long is failed by pg-boss. */
  expireInSeconds: number;
  retry?: JobQueue['retry'];
  run: () => Promise<void>;
}

/** pg-boss's states of a job that has not ended. */
const unended = new Set<string>(['created', 'retry', 'active']);

/**
 * The process's one pg-boss, in the API's own database, for every module's queues. A module
 * registers its queue in onModuleInit; at bootstrap, when any did, this process starts pg-boss (a
 * pool of 2), creates or updates the queues and their schedules (the latest process to start sets
 * them for all), runs pg-boss's clock when any queue has a schedule and works the queues. On
 * shutdown no new job is taken and a running one may finish within SHUTDOWN_TIMEOUT_MS.
 */
@Injectable()
export class JobRunner implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Jobs');
  private readonly queues: JobQueue[] = [];
  private readonly workers = new Map<string, string>();
  private boss?: PgBoss;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Before bootstrap (onModuleInit): the queue is created, scheduled and worked when the runner starts. */
  register<T extends object>(queue: JobQueue<T>): void {
    if (this.boss) throw new Error(`Queue ${queue.name} registered after the job runner started`);
    this.queues.push(queue as unknown as JobQueue);
  }

  schedule({ name, cron, expireInSeconds, retry, run }: ScheduledJob): void {
    this.register({ name, policy: 'stately', expireInSeconds, retry, schedule: { cron, data: {} }, work: () => run() });
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.queues.length === 0) return;
    const { databaseUrl } = this.config;
    if (!databaseUrl) throw new Error('No database URL: start the embedded database first');
    const boss = await startJobRunner(databaseUrl, {
      connectTimeoutMs: this.config.dbConnectTimeoutMs,
      schedules: this.queues.some((queue) => queue.schedule),
      warn: (line) => this.logger.warn(line),
      setUp: async (runner) => {
        for (const { name, policy, expireInSeconds, retry, schedule } of this.queues) {
          const options: PgBoss.Queue = retry
            ? {
                name,
                policy,
                expireInSeconds,
                retryLimit: retry.limit,
                retryDelay: retry.delaySeconds,
                retryBackoff: true,
              }
            : { name, policy, expireInSeconds, retryLimit: 0 };
          await runner.createQueue(name, options);
          // A queue made by an older version takes today's options too.
          await runner.updateQueue(name, options);
          if (schedule) await runner.schedule(name, schedule.cron, schedule.data, { tz: 'UTC' });
          else await runner.unschedule(name);
        }
      },
    });
    this.boss = boss;
    for (const queue of this.queues) {
      this.workers.set(
        queue.name,
        await boss.work<object>(
          queue.name,
          // pg-boss refuses an explicit undefined: the default applies only when the option is absent.
          queue.pollingIntervalSeconds
            ? { includeMetadata: true, pollingIntervalSeconds: queue.pollingIntervalSeconds }
            : { includeMetadata: true },
          ([job]) => this.run(queue, job),
        ),
      );
    }
  }

  /**
   * Sends a job unless the queue holds one, queued or running, on any process: then null. Of two
   * sends racing past the check, a stately queue's one-queued rule refuses the second. The job is
   * taken at once by this process's worker, if it works the queue.
   */
  async sendIfIdle(name: string, data: object): Promise<string | null> {
    const boss = this.started();
    if ((await boss.getQueueSize(name, { before: 'completed' })) > 0) return null;
    const id = await boss.send(name, data);
    const worker = this.workers.get(name);
    if (id && worker) boss.notifyWorker(worker);
    return id;
  }

  /**
   * Sends a job that starts after `startAfterSeconds`. With a `singletonKey` on a 'short' queue, nothing is sent while a
   * job with that key is still queued: then null (the queued one will do the work).
   */
  async sendLater(
    name: string,
    data: object,
    { startAfterSeconds, singletonKey }: { startAfterSeconds: number; singletonKey?: string },
  ): Promise<string | null> {
    return this.started().send(name, data, { startAfter: startAfterSeconds, singletonKey });
  }

  /**
   * Sends a job inside the caller's transaction: it exists, and is taken, only if that commits (a job
   * about rows the transaction writes never runs without them).
   */
  async sendWithin(manager: EntityManager, name: string, data: object): Promise<string | null> {
    const db = {
      executeSql: async (text: string, values: unknown[]) => ({
        rows: (await manager.query(text, values)) as unknown[],
      }),
    };
    return this.started().send(name, data, { db });
  }

  /** Whether the job has ended (or is gone from the queue and its archive). */
  async ended(name: string, jobId: string): Promise<boolean> {
    const job = await this.started().getJobById(name, jobId, { includeArchive: true });
    return !job || !unended.has(job.state);
  }

  /** Ends a job before its worker returns (the worker's own end is then a no-op). */
  async complete(name: string, jobId: string, output: object): Promise<void> {
    await this.started().complete(name, jobId, output);
  }

  /** Fails jobs, a dead process's among them; a process whose runner is not started has none to end. */
  async fail(name: string, jobIds: string[], output: object): Promise<void> {
    const boss = this.boss;
    if (!boss) return;
    for (const jobId of jobIds) await boss.fail(name, jobId, output);
  }

  private async run(queue: JobQueue, job: Job): Promise<void> {
    try {
      await queue.work(job);
    } catch (error) {
      this.logger.error(
        `Job ${queue.name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      throw error;
    }
  }

  private started(): PgBoss {
    if (!this.boss) throw new Error('The job runner is not started: this process registered no queue');
    return this.boss;
  }

  /** Before the pool closes: no new job is taken, and one under way may finish within the shutdown budget. */
  async onModuleDestroy(): Promise<void> {
    await this.boss?.stop({ graceful: true, wait: true, timeout: this.config.shutdownTimeoutMs });
  }
}
