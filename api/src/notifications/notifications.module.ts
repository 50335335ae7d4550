import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { NotificationMail } from './mail/notification-mail.service.js';
import { InboxService } from './inbox.service.js';
import { NotificationSettingsService } from './notification-settings.service.js';
import { NotificationsController } from './notifications.controller.js';
import { NotificationsService } from './notifications.service.js';
import { UnreadCounts } from './unread-counts.js';

/** What members are told (issue 31): written by content modules through NotificationsService, read and mailed here. */
@Module({
  imports: [MailModule],
  controllers: [NotificationsController],
  providers: [NotificationsService, NotificationMail, InboxService, NotificationSettingsService, UnreadCounts],
  exports: [NotificationsService, NotificationSettingsService],
})
export class NotificationsModule {}
