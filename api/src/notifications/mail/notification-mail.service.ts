import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { MailDelivery, NotificationKind } from '@site/contracts';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { JobRunner } from '../../jobs/job-runner.service.js';
import { MailService } from '../../mail/mail.service.js';
import { deliverySql } from '../notification-kinds.js';
import { composeMail, type MailedNotification } from './compose-mail.js';
import { unsubscribeToken } from './unsubscribe-token.js';

/** The queue of the mails sent soon after the notification: one job (key `due`) at a time waits for its start. */
export const mailQueue = 'notification-mail';
export const digestQueue = 'notification-digest';
/** A member's notifications arriving within this long of their first unmailed one make one mail. */
export const coalesceSeconds = 120;
/** A failed mail job is tried again after 30 s, 1 min, 2 min... (SMTP away for a while). */
const retry = { limit: 8, delaySeconds: 30 };

/** The joins `deliverySql` reads: the notification `n` and its member's choice `s`. */
const withDelivery = `notifications n
  LEFT JOIN notification_settings s ON s.user_id = n.user_id AND s.kind = n.kind`;

/** Still to mail: unread (a member who read it on the site needs no mail) and not mailed. */
const due = `n.mailed_at IS NULL AND n.read_at IS NULL AND ${deliverySql}`;

/**
 * Notification mail, never sent in a request: each write queues (at most) one job that starts after
 * coalesceSeconds and mails each member whose oldest due notification is that old everything due,
 * one mail per member grouped by thread; a daily job mails the digests. A member's mail and its
 * `mailed_at` commit together, so a retried job sends only what is left.
 */
@Injectable()
export class NotificationMail implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly runner: JobRunner,
    private readonly mail: MailService,
  ) {}

  onModuleInit(): void {
    this.runner.register({
      name: mailQueue,
      // 'short': one job queued per key; the one queued mails whatever arrived before it starts.
      policy: 'short',
      expireInSeconds: 900,
      retry,
      work: () => this.sendDue(),
    });
    this.runner.schedule({
      name: digestQueue,
      cron: '0 7 * * *',
      expireInSeconds: 3_600,
      retry,
      run: () => this.sendDigests(),
    });
  }

  /** A notification was written: its mail goes out within coalesceSeconds, with whatever follows it. */
  async soon(startAfterSeconds = coalesceSeconds): Promise<void> {
    await this.runner.sendLater(mailQueue, {}, { startAfterSeconds, singletonKey: 'due' });
  }

  /** The immediate mails whose wait is over; another job for those still waiting. */
  async sendDue(): Promise<void> {
    const members = await this.dataSource.query<{ user_id: number }[]>(
      `SELECT n.user_id FROM ${withDelivery} WHERE ${due} = 'immediately'
      GROUP BY n.user_id HAVING min(n.created_at) <= now() - make_interval(secs => $1)`,
      [coalesceSeconds],
    );
    const failures = await this.mailEach(members, 'immediately');
    const [{ wait }] = await this.dataSource.query<{ wait: number | null }[]>(
      `SELECT extract(epoch FROM min(n.created_at) - now())::float + $1 AS wait
      FROM ${withDelivery} WHERE ${due} = 'immediately'`,
      [coalesceSeconds],
    );
    if (wait !== null) await this.soon(Math.max(1, Math.ceil(wait)));
    if (failures.length) throw new Error(`${failures.length} notification mails failed, first: ${failures[0]}`);
  }

  /** Each member's digest of everything due; what is read or never mailed is settled. */
  async sendDigests(): Promise<void> {
    const members = await this.dataSource.query<{ user_id: number }[]>(
      `SELECT DISTINCT n.user_id FROM ${withDelivery} WHERE ${due} = 'digest'`,
    );
    const failures = await this.mailEach(members, 'digest');
    await this.dataSource.query(
      `UPDATE notifications SET mailed_at = now() WHERE id IN (
        SELECT n.id FROM ${withDelivery}
        WHERE n.mailed_at IS NULL AND (n.read_at IS NOT NULL OR ${deliverySql} = 'never'))`,
    );
    if (failures.length) throw new Error(`${failures.length} digest mails failed, first: ${failures[0]}`);
  }

  /** Mails each member in turn; the failures, to fail the job once every member was tried. */
  private async mailEach(members: { user_id: number }[], delivery: MailDelivery): Promise<string[]> {
    const failures: string[] = [];
    for (const { user_id } of members) {
      await this.mailMember(user_id, delivery).catch((error: unknown) => failures.push(String(error)));
    }
    return failures;
  }

  private async mailMember(userId: number, delivery: MailDelivery): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      // Locked: a job running on another process skips them rather than mailing them twice.
      const rows = await manager.query<(MailedNotification & { id: number; email: string })[]>(
        `SELECT n.id, n.kind, n.title, n.excerpt, n.reason, n.link, a.display_name AS actor, r.email
        FROM ${withDelivery}
          JOIN users r ON r.id = n.user_id
          LEFT JOIN users a ON a.id = n.actor_id
        WHERE n.user_id = $1 AND ${due} = $2
        ORDER BY n.id
        FOR UPDATE OF n SKIP LOCKED`,
        [userId, delivery],
      );
      if (rows.length === 0) return;
      const kinds = new Set(rows.map((row) => row.kind));
      const kind: NotificationKind | null = delivery === 'immediately' && kinds.size === 1 ? rows[0].kind : null;
      const token = unsubscribeToken(this.config.jwtSecret, { userId, kind });
      const { siteUrl } = this.config;
      await this.mail.send({
        to: rows[0].email,
        ...composeMail(rows, {
          siteUrl,
          unsubscribeUrl: `${siteUrl}/unsubscribe?token=${token}`,
          digest: delivery === 'digest',
        }),
        // RFC 8058: a mail client unsubscribes with one POST, no login, no page.
        headers: {
          'List-Unsubscribe': `<${siteUrl}/api/notifications/unsubscribe?token=${token}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
      await manager.query(`UPDATE notifications SET mailed_at = now() WHERE id = ANY($1::integer[])`, [
        rows.map((row) => row.id),
      ]);
    });
  }
}
