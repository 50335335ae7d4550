import { Module } from '@nestjs/common';
import { YoutubeSyncProgress } from './sync-progress.js';
import { SyncScheduler } from './schedule/sync-scheduler.service.js';
import { SyncRunsController } from './sync-runs/sync-runs.controller.js';
import { SyncRunsService } from './sync-runs/sync-runs.service.js';
import { YoutubeSyncRuns } from './sync-runs/youtube-sync-runs.js';
import { YoutubeSyncController } from './youtube-sync.controller.js';
import { YoutubeSyncService } from './youtube-sync.service.js';

/** The YouTube playlist sync into the videos table: by an admin or on a schedule, with its progress and its record. */
@Module({
  controllers: [YoutubeSyncController, SyncRunsController],
  providers: [YoutubeSyncService, YoutubeSyncProgress, YoutubeSyncRuns, SyncRunsService, SyncScheduler],
  exports: [SyncRunsService],
})
export class YoutubeModule {}
