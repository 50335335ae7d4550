import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { NotificationMail } from './mail/notification-mail.service.js';
import { NotificationsService } from './notifications.service.js';

/** What members are told (issue 31): written by content modules through NotificationsService, read and mailed here. */
@Module({
  imports: [MailModule],
  providers: [NotificationsService, NotificationMail],
  exports: [NotificationsService],
})
export class NotificationsModule {}
