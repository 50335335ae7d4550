import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OutboxMail } from './entities/outbox-mail.entity.js';
import { MailService } from './mail.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([OutboxMail])],
  providers: [MailService],
  exports: [MailService],
})
export class MailModule {}
