import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LightgunModule } from '../lightgun/index.js';
import { GameProposalsController } from './game-proposals/game-proposals.controller.js';
import { GameProposalsService } from './game-proposals/game-proposals.service.js';
import { VideoGameProposalEntity } from './game-proposals/video-game-proposal.entity.js';
import { PlaylistSync } from './playlist-sync.js';
import { SyncEvents } from './sync-events.js';
import { SyncJobHandler } from './sync-queue/sync-job.handler.js';
import { SyncQueue } from './sync-queue/sync-queue.service.js';
import { SyncNotices } from './sync-runs/sync-notices.js';
import { SyncRunsController } from './sync-runs/sync-runs.controller.js';
import { SyncRunsService } from './sync-runs/sync-runs.service.js';
import { YoutubeSyncController } from './youtube-sync.controller.js';
import { YoutubeSyncService } from './youtube-sync.service.js';
import { VideosModule } from '../videos/index.js';

/**
 * The YouTube playlist sync into the videos table: every sync, by an admin or on a schedule, is a job
 * on one queue of the job runner (pg-boss), recorded as a run that the progress stream, the runs list and the setup
 * checklist read (README.md); each sync then proposes catalogue games for its videos by title, for an admin to confirm.
 */
@Module({
  controllers: [YoutubeSyncController, SyncRunsController, GameProposalsController],
  imports: [TypeOrmModule.forFeature([VideoGameProposalEntity]), VideosModule, LightgunModule],
  providers: [
    SyncQueue,
    SyncRunsService,
    SyncNotices,
    SyncEvents,
    PlaylistSync,
    SyncJobHandler,
    YoutubeSyncService,
    GameProposalsService,
  ],
  exports: [SyncRunsService],
})
export class YoutubeModule {}
