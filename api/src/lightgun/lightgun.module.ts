import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimitModule } from '../auth/index.js';
import { NotificationsModule } from '../notifications/index.js';
import { UsersModule } from '../users/index.js';
import { CompatibilityReportsController } from './compatibility/compatibility-reports.controller.js';
import { CompatibilityReportsService } from './compatibility/compatibility-reports.service.js';
import { CompatibilityReportEntity } from './compatibility/entities/compatibility-report.entity.js';
import { SetupOptionEntity } from './compatibility/entities/setup-option.entity.js';
import { SetupPreferenceEntity } from './compatibility/entities/setup-preference.entity.js';
import { ReportFilingService } from './compatibility/report-filing.service.js';
import { ReportNotices } from './compatibility/report-notices.js';
import { MemberReportsController } from './compatibility/member-reports.controller.js';
import { PlatformSetupOptionsController } from './compatibility/platform-setup-options.controller.js';
import { PlatformSetupOptionsService } from './compatibility/platform-setup-options.service.js';
import { ReportVotesService } from './compatibility/report-votes.js';
import { StandingJob } from './compatibility/standing-job.js';
import { GameRankingService } from './compatibility/game-ranking.service.js';
import { SetupPagesController } from './compatibility/setup-pages.controller.js';
import { SetupPagesService } from './compatibility/setup-pages.service.js';
import { SetupOptionsController } from './compatibility/setup-options.controller.js';
import { SetupOptionsService } from './compatibility/setup-options.service.js';
import { SetupPreferenceController } from './compatibility/setup-preference.controller.js';
import { SetupPreferenceService } from './compatibility/setup-preference.service.js';
import { GameEntity } from './entities/game.entity.js';
import { PlatformEntity } from './entities/platform.entity.js';
import { GamesController } from './games.controller.js';
import { GamesService } from './games.service.js';
import { PlatformsController } from './platforms.controller.js';
import { PlatformsService } from './platforms.service.js';

/**
 * The light gun game catalogue (platforms, games, generated artwork; edited by admins) and its
 * community compatibility reports (setup vocabulary, reports, tiers, the "my setup" filter).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      PlatformEntity,
      GameEntity,
      SetupOptionEntity,
      CompatibilityReportEntity,
      SetupPreferenceEntity,
    ]),
    RateLimitModule,
    UsersModule,
    NotificationsModule,
  ],
  controllers: [
    PlatformsController,
    GamesController,
    SetupOptionsController,
    CompatibilityReportsController,
    SetupPreferenceController,
    MemberReportsController,
    PlatformSetupOptionsController,
    SetupPagesController,
  ],
  providers: [
    PlatformsService,
    GamesService,
    SetupOptionsService,
    CompatibilityReportsService,
    ReportFilingService,
    ReportNotices,
    SetupPreferenceService,
    PlatformSetupOptionsService,
    ReportVotesService,
    StandingJob,
    GameRankingService,
    SetupPagesService,
  ],
  exports: [GamesService, PlatformsService, CompatibilityReportsService, SetupPagesService],
})
export class LightgunModule {}
