import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  Notification,
  NotificationKind,
  NotificationPage,
  NotificationSubject,
  UnreadCount,
} from '@site/contracts';
import type { DataSource } from 'typeorm';
import { pageBounds, paginationOf } from '../http/pagination-query.js';
import { announceSql } from './notification-notices.js';

interface NotificationRow {
  id: number;
  kind: NotificationKind;
  source_type: NotificationSubject;
  title: string;
  excerpt: string;
  reason: string | null;
  link: string;
  read_at: Date | null;
  created_at: Date;
  actor_id: number | null;
  username: string | null;
  display_name: string | null;
}

const presented = (row: NotificationRow): Notification => ({
  id: row.id,
  kind: row.kind,
  subject: row.source_type,
  actor:
    row.actor_id === null || row.username === null
      ? null
      : { id: row.actor_id, username: row.username, display_name: row.display_name ?? row.username },
  title: row.title,
  excerpt: row.excerpt,
  reason: row.reason,
  link: row.link,
  read: row.read_at !== null,
  created_at: row.created_at.toISOString(),
});

/** A member's own notifications: their pages, unread count and reading. Nobody else's are ever reachable. */
@Injectable()
export class InboxService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async page(userId: number, page: number, askedLimit: number): Promise<NotificationPage> {
    const { limit, offset } = pageBounds(page, askedLimit);
    const [rows, [{ total }], { unread_count }] = await Promise.all([
      this.dataSource.query<NotificationRow[]>(
        `SELECT n.id, n.kind, n.source_type, n.title, n.excerpt, n.reason, n.link, n.read_at, n.created_at,
          n.actor_id, a.username, a.display_name
        FROM notifications n LEFT JOIN users a ON a.id = n.actor_id
        WHERE n.user_id = $1 ORDER BY n.id DESC LIMIT $2 OFFSET $3`,
        [userId, limit, offset],
      ),
      this.dataSource.query<{ total: number }[]>(
        `SELECT count(*)::integer AS total FROM notifications WHERE user_id = $1`,
        [userId],
      ),
      this.unreadCount(userId),
    ]);
    return { notifications: rows.map(presented), pagination: paginationOf(page, limit, total), unread_count };
  }

  async unreadCount(userId: number): Promise<UnreadCount> {
    const [{ count }] = await this.dataSource.query<{ count: number }[]>(
      `SELECT count(*)::integer AS count FROM notifications WHERE user_id = $1 AND read_at IS NULL`,
      [userId],
    );
    return { unread_count: count };
  }

  /** Someone else's notification is as unknown as a missing one (404). */
  async markRead(userId: number, id: number): Promise<UnreadCount> {
    const [{ found }] = await this.dataSource.query<{ found: boolean }[]>(
      `WITH own AS (SELECT id, read_at FROM notifications WHERE id = $1 AND user_id = $2),
      changed AS (
        UPDATE notifications n SET read_at = now() FROM own WHERE n.id = own.id AND own.read_at IS NULL
        RETURNING n.user_id
      ),
      announced AS (${announceSql('changed')})
      SELECT EXISTS (SELECT 1 FROM own) AS found, (SELECT count(*) FROM announced) AS announced`,
      [id, userId],
    );
    if (!found) throw new NotFoundException(`Notification ${id} not found`);
    return this.unreadCount(userId);
  }

  async markAllRead(userId: number): Promise<UnreadCount> {
    await this.dataSource.query(
      `WITH changed AS (
        UPDATE notifications SET read_at = now() WHERE user_id = $1 AND read_at IS NULL RETURNING user_id
      )
      ${announceSql('changed')}`,
      [userId],
    );
    return { unread_count: 0 };
  }
}
