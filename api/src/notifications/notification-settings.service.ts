import { BadRequestException, Inject, Injectable, UnprocessableEntityException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  MailDelivery,
  NotificationKind,
  NotificationSettings,
  UnsubscribeResponse,
  ValidationIssue,
} from '@site/contracts';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { readUnsubscribeToken } from './mail/unsubscribe-token.js';
import { defaultMailDelivery, mailDeliveries, notificationKinds } from '@site/domain';
import { isNotificationKind } from './notification-kinds.js';

/** The changes a PUT asks for, or 422 with each refused entry (the API's answer to a refused body). */
function requestedChanges(body: unknown): Array<[NotificationKind, MailDelivery]> {
  const mail = (body as { mail?: unknown } | null)?.mail;
  if (typeof mail !== 'object' || mail === null || Array.isArray(mail))
    throw new UnprocessableEntityException({
      detail: [{ loc: ['body', 'mail'], msg: 'mail must be an object of kind: delivery' }],
    });
  const problems: ValidationIssue[] = [];
  for (const [kind, delivery] of Object.entries(mail)) {
    if (!isNotificationKind(kind))
      problems.push({ loc: ['body', 'mail', kind], msg: `Unknown kind; kinds are ${notificationKinds.join(', ')}` });
    else if (!mailDeliveries.includes(delivery as MailDelivery))
      problems.push({ loc: ['body', 'mail', kind], msg: `delivery must be one of ${mailDeliveries.join(', ')}` });
  }
  if (problems.length) throw new UnprocessableEntityException({ detail: problems });
  return Object.entries(mail) as Array<[NotificationKind, MailDelivery]>;
}

/** How each kind reaches a member by mail; only choices that differ from the defaults are stored. */
@Injectable()
export class NotificationSettingsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async get(userId: number): Promise<NotificationSettings> {
    const rows = await this.dataSource.query<{ kind: string; delivery: MailDelivery }[]>(
      `SELECT kind, delivery FROM notification_settings WHERE user_id = $1`,
      [userId],
    );
    const mail = { ...defaultMailDelivery };
    for (const { kind, delivery } of rows) if (isNotificationKind(kind)) mail[kind] = delivery;
    return { mail };
  }

  /** Sets the kinds sent; the others keep theirs. */
  async update(userId: number, body: unknown): Promise<NotificationSettings> {
    await this.store(userId, requestedChanges(body));
    return this.get(userId);
  }

  /** A signed link's unsubscription, no login: the kind (or every kind) is set to 'never'; a bad token is a 400. */
  async unsubscribe(token: unknown): Promise<UnsubscribeResponse> {
    const unsubscription = typeof token === 'string' ? readUnsubscribeToken(this.config.jwtSecret, token) : undefined;
    if (!unsubscription)
      throw new BadRequestException('This unsubscribe link is not valid: it may have been cut short');
    const { userId, kind } = unsubscription;
    await this.store(
      userId,
      (kind ? [kind] : notificationKinds).map((each) => [each, 'never']),
    );
    return {
      kind,
      message: kind ? `You will get no more mails of this kind (${kind}).` : 'You will get no more notification mails.',
    };
  }

  private async store(userId: number, changes: Array<[NotificationKind, MailDelivery]>): Promise<void> {
    if (changes.length === 0) return;
    // A deleted account's token stores nothing: the user no longer exists.
    await this.dataSource.query(
      `WITH asked AS (SELECT * FROM unnest($2::text[], $3::text[]) AS c(kind, delivery)),
      reset AS (
        DELETE FROM notification_settings s USING asked
        WHERE s.user_id = $1 AND s.kind = asked.kind AND asked.delivery = ($4::jsonb ->> asked.kind)
      )
      INSERT INTO notification_settings (user_id, kind, delivery)
      SELECT u.id, asked.kind, asked.delivery FROM asked JOIN users u ON u.id = $1
      WHERE asked.delivery <> ($4::jsonb ->> asked.kind)
      ON CONFLICT (user_id, kind) DO UPDATE SET delivery = excluded.delivery`,
      [
        userId,
        changes.map(([kind]) => kind),
        changes.map(([, delivery]) => delivery),
        JSON.stringify(defaultMailDelivery),
      ],
    );
  }
}
