import { ConflictException, HttpException, Inject, Injectable, UnprocessableEntityException } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { noPlaylistDetail } from './playlist-sync.js';
import { SyncEvents, type YoutubeSyncResult } from './sync-events.js';
import { SyncQueue } from './sync-queue/sync-queue.service.js';
import type { SyncRunOrigin } from './sync-runs/sync-run-origin.js';
import { SyncRunsService } from './sync-runs/sync-runs.service.js';

export const alreadyRunningDetail = 'A YouTube sync is already running';

/** An admin's sync: a job on the 'youtube-sync' queue like a scheduled one, answered when it ends. */
@Injectable()
export class YoutubeSyncService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queue: SyncQueue,
    private readonly runs: SyncRunsService,
    private readonly events: SyncEvents,
  ) {}

  /** 409 while a sync is queued or running on any process; else its result, or its failure as the API answers it. */
  async sync(origin: SyncRunOrigin): Promise<YoutubeSyncResult> {
    if (!this.config.youtubePlaylistId) throw new UnprocessableEntityException(noPlaylistDetail);
    // A dead process's run no longer holds the queue.
    await this.runs.closeDead();
    // Null while the queue holds a job; of two requests racing past that check, the stately queue refuses one.
    const jobId = await this.queue.send(origin);
    if (!jobId) throw new ConflictException(alreadyRunningDetail);
    const end = await this.events.endOf(jobId);
    if (end.phase === 'error') throw new HttpException(end.detail, end.status);
    return end.result;
  }
}
