import { HttpException, Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { toErrorBody } from '../../http/error-body.js';
import { PlaylistSync } from '../playlist-sync.js';
import { SyncInterrupted, type FailedEvent } from '../sync-runs/sync-run-record.js';
import { heartbeatMs, SyncRunsService } from '../sync-runs/sync-runs.service.js';
import { originOf, SyncQueue, type SyncJob } from './sync-queue.service.js';

// Announcements must fit PostgreSQL's 8000-byte NOTIFY payload; no real cause is near this long.
const maxDetailLength = 1_000;

/** The error event a failed sync ends with, as the API would answer it. */
export function failedEventOf(error: unknown): FailedEvent {
  const { detail, status } = toErrorBody(error);
  return {
    phase: 'error',
    detail: typeof detail === 'string' ? detail.slice(0, maxDetailLength) : 'Internal server error',
    status,
  };
}

/**
 * Works the 'youtube-sync' queue: each job is one sync, recorded as its run. A process registers the
 * queue on the job runner only with a playlist configured: without one no sync can run, and none is queued.
 */
@Injectable()
export class SyncJobHandler implements OnModuleInit {
  private readonly logger = new Logger('YoutubeSync');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queue: SyncQueue,
    private readonly runs: SyncRunsService,
    private readonly playlist: PlaylistSync,
  ) {}

  onModuleInit(): void {
    if (!this.config.youtubePlaylistId) {
      if (this.config.youtubeSyncEvery)
        this.logger.warn('YOUTUBE_SYNC_EVERY is set but YOUTUBE_PLAYLIST_ID is not: no scheduled sync');
      return;
    }
    this.queue.register((job) => this.handle(job));
  }

  /**
   * One sync. Its run is written as it goes, with a heartbeat every `heartbeatMs`; at the end the job
   * is ended first and the run's end announced after, so whoever hears it may send the next job.
   */
  async handle(job: SyncJob): Promise<void> {
    const origin = originOf(job.data);
    if (origin.trigger === 'schedule' && (await this.runs.ranAt(job.createdOn))) {
      this.logger.log('Scheduled YouTube sync skipped: another sync was running at the tick and did the same work');
      return;
    }
    const run = this.runs.record(job.id, origin);
    const heartbeat = setInterval(() => void run.beat(), heartbeatMs);
    try {
      const result = await this.playlist.run(run);
      this.logger.log(
        `YouTube sync: ${result.added} added, ${result.updated} updated, ${result.total_videos} videos in the library`,
      );
      await this.queue.complete(job.id, result);
    } catch (error) {
      // Closed as interrupted under it: the dead-run rule has failed the job and announced the end.
      if (error instanceof SyncInterrupted) return;
      const event = failedEventOf(error);
      if (error instanceof HttpException) this.logger.warn(`YouTube sync failed: ${event.detail}`);
      else
        this.logger.error(
          `YouTube sync failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        );
      if (!(await run.fail(event))) return;
      await this.queue.fail([job.id], event);
    } finally {
      clearInterval(heartbeat);
    }
    await run.announce();
  }
}
