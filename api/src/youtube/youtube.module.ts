import { Module } from '@nestjs/common';
import { YoutubeSyncProgress } from './sync-progress.js';
import { SyncRunsService } from './sync-runs/sync-runs.service.js';
import { YoutubeSyncRuns } from './sync-runs/youtube-sync-runs.js';
import { YoutubeSyncController } from './youtube-sync.controller.js';
import { YoutubeSyncService } from './youtube-sync.service.js';

/** The YouTube playlist sync into the videos table: by an admin or on a schedule, with its progress and its record. */
@Module({
  controllers: [YoutubeSyncController],
  providers: [YoutubeSyncService, YoutubeSyncProgress, YoutubeSyncRuns, SyncRunsService],
  exports: [SyncRunsService],
})
export class YoutubeModule {}
