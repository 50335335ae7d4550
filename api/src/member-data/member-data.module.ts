import { Module } from '@nestjs/common';
import { ForumModule } from '../forum/index.js';
import { LightgunModule } from '../lightgun/index.js';
import { NewsModule } from '../news/index.js';
import { NotificationsModule } from '../notifications/index.js';
import { UsersModule } from '../users/index.js';
import { VideosModule } from '../videos/index.js';
import { AccountDeletionService } from './account-deletion.service.js';
import { MemberDataController } from './member-data.controller.js';
import { MemberDataExportService } from './member-data-export.service.js';
import { MySubmissionsService } from './my-submissions.service.js';

/**
 * A member's own things across the content modules (issue 31, points 6 and 8): their submissions, the export of their
 * data and the deletion of their account. Composition: it asks each module's services, never their tables.
 */
@Module({
  imports: [UsersModule, VideosModule, NewsModule, ForumModule, LightgunModule, NotificationsModule],
  controllers: [MemberDataController],
  providers: [MySubmissionsService, MemberDataExportService, AccountDeletionService],
})
export class MemberDataModule {}
