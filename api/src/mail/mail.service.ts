import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { OutboxMail } from './entities/outbox-mail.entity.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Extra headers, e.g. RFC 8058's List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: Record<string, string>;
}

export type MailDelivery = { via: 'smtp'; host: string } | { via: 'outbox'; held: number; folder: string };

/** The one way the API sends mail: SMTP when SMTP_URL is set, else the outbox and .eml files. */
@Injectable()
export class MailService implements OnModuleInit {
  private readonly logger = new Logger('Mail');
  private readonly smtp?: Transporter;
  // Builds the RFC 822 text of an .eml file without sending anything.
  private readonly emlWriter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  private readonly mailDir: string;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(OutboxMail) private readonly outbox: Repository<OutboxMail>,
  ) {
    this.mailDir = path.join(config.dataDir, 'mail');
    if (config.smtpUrl) this.smtp = nodemailer.createTransport(config.smtpUrl);
  }

  onModuleInit() {
    if (this.smtp) this.logger.log(`Mail is sent through SMTP (${new URL(this.config.smtpUrl!).host})`);
    else this.logger.log(`No SMTP_URL: mail goes to the mail_outbox table and ${this.mailDir}`);
  }

  /** How mail leaves: through SMTP (its host), or held in the outbox (how many so far). */
  async delivery(): Promise<MailDelivery> {
    if (this.config.smtpUrl) return { via: 'smtp', host: new URL(this.config.smtpUrl).host };
    return { via: 'outbox', held: await this.outbox.count(), folder: this.mailDir };
  }

  async send(message: MailMessage): Promise<void> {
    const mail = {
      from: this.config.mailFrom,
      to: message.to,
      subject: message.subject,
      text: message.text,
      headers: message.headers,
    };
    if (this.smtp) {
      await this.smtp.sendMail(mail);
      return;
    }
    const saved = await this.outbox.save(
      this.outbox.create({ recipient: message.to, subject: message.subject, body: message.text }),
    );
    const { message: eml } = await this.emlWriter.sendMail(mail);
    mkdirSync(this.mailDir, { recursive: true });
    writeFileSync(path.join(this.mailDir, `${saved.createdAt.getTime()}-${saved.id}.eml`), eml as Buffer, {
      mode: 0o600,
    });
  }
}
