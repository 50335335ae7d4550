import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { JobRunner, type Job } from '../jobs/job-runner.service.js';
import { NotificationMail } from './mail/notification-mail.service.js';
import type { NotificationDraft, NotificationSourceType, RecipientQuery } from './notification-draft.js';
import { announceSql } from './notification-notices.js';

const excerptLength = 300;

/**
 * A fan-out to more members than this is written by a job after the caller commits: 10,000 rows and
 * their indexes cost a few hundred milliseconds, which a reply's request must not wait for. Smaller
 * ones are written in the caller's transaction, so the notification exists when the request answers.
 */
export const inlineFanOutLimit = 200;
export const fanOutQueue = 'notification-fan-out';

interface FanOut {
  recipients: RecipientQuery;
  draft: NotificationDraft;
}

/** The prose on one line, at most 300 characters (whole code points). */
function oneLine(text: string | undefined): string {
  return [...(text ?? '').replace(/\s+/g, ' ').trim()].slice(0, excerptLength).join('');
}

/**
 * How content modules tell members things. Each write is one statement (a fan-out to 10,000 watchers
 * included), runs in the caller's transaction when given its manager, and announces the changed
 * unread counts with NOTIFY, heard by every API process when it commits.
 */
@Injectable()
export class NotificationsService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: NotificationMail,
    private readonly runner: JobRunner,
  ) {}

  onModuleInit(): void {
    this.runner.register<FanOut>({
      name: fanOutQueue,
      policy: 'standard',
      expireInSeconds: 300,
      retry: { limit: 3, delaySeconds: 5 },
      // Within the 2 s a bell is promised: taken within half a second, written in a few hundred ms.
      pollingIntervalSeconds: 0.5,
      work: ({ data }: Job<FanOut>) => this.write(data.recipients, data.draft),
    });
  }

  notify(recipientIds: number[], draft: NotificationDraft, manager?: EntityManager): Promise<void> {
    if (recipientIds.length === 0) return Promise.resolve();
    return this.notifyWhere({ sql: 'SELECT unnest($1::integer[]) AS user_id', params: [recipientIds] }, draft, manager);
  }

  /**
   * One INSERT ... SELECT: `recipients.sql` selects a column `user_id` (our own SQL, never member text: a large
   * fan-out stores it in its job). Up to inlineFanOutLimit recipients are written now, in the caller's
   * transaction; more by a job sent in that transaction, so a reply to 10,000 watchers answers as fast as one
   * to none.
   */
  async notifyWhere(recipients: RecipientQuery, draft: NotificationDraft, manager?: EntityManager): Promise<void> {
    const db = manager ?? this.dataSource.manager;
    const [{ n }] = await db.query<Array<{ n: number }>>(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM (${recipients.sql}) r LIMIT ${inlineFanOutLimit + 1}) counted`,
      recipients.params,
    );
    if (n === 0) return;
    if (n <= inlineFanOutLimit) return this.write(recipients, draft, db);
    const fanOut: FanOut = { recipients, draft };
    await this.runner.sendWithin(db, fanOutQueue, fanOut);
  }

  private async write(recipients: RecipientQuery, draft: NotificationDraft, manager?: EntityManager): Promise<void> {
    const at = recipients.params.length;
    const param = (index: number) => `$${at + index}`;
    // Only existing members, each once, never the actor.
    const written: unknown[] = await (manager ?? this.dataSource.manager).query(
      `WITH recipients AS (SELECT DISTINCT r.user_id FROM (${recipients.sql}) r),
      inserted AS (
        INSERT INTO notifications (user_id, kind, actor_id, title, excerpt, reason, link, source_type, source_id)
        SELECT u.id, ${param(1)}, ${param(2)}::integer, ${param(3)}, ${param(4)}, ${param(5)}, ${param(6)},
          ${param(7)}, ${param(8)}::integer
        FROM recipients r JOIN users u ON u.id = r.user_id
        WHERE u.id IS DISTINCT FROM ${param(2)}::integer
        RETURNING user_id
      )
      ${announceSql('inserted')}`,
      [
        ...recipients.params,
        draft.kind,
        draft.actorId,
        draft.title,
        oneLine(draft.excerpt),
        draft.reason ?? null,
        draft.link,
        draft.source.type,
        draft.source.id,
      ],
    );
    if (written.length > 0) await this.mail.soon();
  }

  /** The source was deleted: its notifications go away. */
  async withdraw(
    source: { type: NotificationSourceType; id: number | number[] },
    manager?: EntityManager,
  ): Promise<void> {
    const ids = Array.isArray(source.id) ? source.id : [source.id];
    if (ids.length === 0) return;
    await (manager ?? this.dataSource.manager).query(
      `WITH gone AS (
        DELETE FROM notifications WHERE source_type = $1 AND source_id = ANY($2::integer[]) RETURNING user_id, read_at
      ),
      unread AS (SELECT user_id FROM gone WHERE read_at IS NULL)
      ${announceSql('unread')}`,
      [source.type, ids],
    );
  }
}
