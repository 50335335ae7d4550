import { Module } from '@nestjs/common';
import { MailModule } from '../../mail/mail.module.js';
import { SiteModule } from '../../site/index.js';
import { UsersModule } from '../../users/index.js';
import { YoutubeModule } from '../../youtube/index.js';
import { SetupChecklistController } from './setup-checklist.controller.js';
import { SetupChecklistService } from './setup-checklist.service.js';

/** The dashboard's setup checklist: each item asked of the module that knows it. */
@Module({
  imports: [UsersModule, MailModule, SiteModule, YoutubeModule],
  controllers: [SetupChecklistController],
  providers: [SetupChecklistService],
})
export class SetupChecklistModule {}
