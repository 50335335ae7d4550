import { Module } from '@nestjs/common';
import { YoutubeSyncProgress } from './sync-progress.js';
import { YoutubeSyncRuns } from './sync-runs.js';
import { YoutubeSyncController } from './youtube-sync.controller.js';
import { YoutubeSyncService } from './youtube-sync.service.js';

/** The admin's YouTube playlist sync into the videos table, with its progress stream. */
@Module({
  controllers: [YoutubeSyncController],
  providers: [YoutubeSyncService, YoutubeSyncProgress, YoutubeSyncRuns],
})
export class YoutubeModule {}
