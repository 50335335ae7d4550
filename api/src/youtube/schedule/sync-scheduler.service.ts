import { ConflictException, Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type PgBoss from 'pg-boss';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { scheduledRun } from '../sync-runs/sync-run-origin.js';
import { YoutubeSyncService } from '../youtube-sync.service.js';
import { startJobRunner } from './start-job-runner.js';

export const syncQueue = 'youtube-sync';

/**
 * The scheduled YouTube sync (YOUTUBE_SYNC_EVERY, with a playlist configured): every API process
 * starts pg-boss and works the queue; pg-boss sends one job per tick and hands it to one of them.
 * Unset, pg-boss is never started.
 */
@Injectable()
export class SyncScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('YoutubeSyncSchedule');
  private boss?: PgBoss;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly syncService: YoutubeSyncService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { youtubeSyncEvery: every, youtubePlaylistId, databaseUrl } = this.config;
    if (!every) return;
    if (!youtubePlaylistId) {
      this.logger.warn('YOUTUBE_SYNC_EVERY is set but YOUTUBE_PLAYLIST_ID is not: no scheduled sync');
      return;
    }
    if (!databaseUrl) throw new Error('No database URL: start the embedded database first');
    this.boss = await startJobRunner(databaseUrl, {
      connectTimeoutMs: this.config.dbConnectTimeoutMs,
      warn: (line) => this.logger.warn(line),
      setUp: async (boss) => {
        // A failed sync is recorded and waits for the next tick: a retry would only ask YouTube again at once.
        await boss.createQueue(syncQueue, { name: syncQueue, retryLimit: 0 });
        // One schedule per queue name: the latest process to start sets the interval for all.
        await boss.schedule(syncQueue, every.cron, {}, { tz: 'UTC' });
      },
    });
    await this.boss.work(syncQueue, () => this.runScheduled());
    this.logger.log(`YouTube sync scheduled every ${every.text}`);
  }

  private async runScheduled(): Promise<void> {
    try {
      await this.syncService.sync(scheduledRun);
    } catch (error) {
      // A manual sync running at the tick does the same work.
      if (error instanceof ConflictException) this.logger.log('Scheduled YouTube sync skipped: another sync is running');
      // Anything else is in the run's record; the job itself is done.
      else this.logger.warn(`Scheduled YouTube sync failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** Before the pool closes: no new job is taken, and a sync under way may finish within the shutdown budget. */
  async onModuleDestroy(): Promise<void> {
    await this.boss?.stop({ graceful: true, wait: true, timeout: this.config.shutdownTimeoutMs });
  }
}
