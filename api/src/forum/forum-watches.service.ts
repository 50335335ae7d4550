import { Injectable, NotFoundException } from '@nestjs/common';
import type { WatchLevel } from '@site/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { threadNotFound } from './forum-writes.js';

/**
 * A member's level on a thread, in SQL, with `thread` an alias of forum_threads and `$user` the member:
 * the thread's own level wins, else its category's, else 'normal'.
 */
export const watchLevelSql = (thread: string, user: string) =>
  `coalesce(
    (SELECT level FROM forum_thread_watches WHERE user_id = ${user} AND thread_id = ${thread}.id),
    (SELECT level FROM forum_category_watches WHERE user_id = ${user} AND category_id = ${thread}.category_id),
    'normal')`;

/**
 * Who is told of a new reply in thread $1, as one query (NotificationsService.notifyWhere): the
 * thread's watchers and its category's watchers who set nothing else on the thread. Two index reads,
 * however many watchers.
 */
export const replyWatchersSql = `
  SELECT user_id FROM forum_thread_watches WHERE thread_id = $1 AND level = 'watching'
  UNION
  SELECT c.user_id FROM forum_category_watches c JOIN forum_threads t ON t.category_id = c.category_id
  WHERE t.id = $1 AND c.level = 'watching'
    AND NOT EXISTS (SELECT 1 FROM forum_thread_watches w WHERE w.user_id = c.user_id AND w.thread_id = $1)`;

/** Members watching, muting or following threads and categories (issue 31). */
@Injectable()
export class ForumWatches {
  constructor(private readonly dataSource: DataSource) {}

  async setThreadLevel(userId: number, threadId: number, level: WatchLevel): Promise<WatchLevel> {
    const rows = await this.dataSource.query<unknown[]>(
      `INSERT INTO forum_thread_watches (user_id, thread_id, level) SELECT $1, id, $3 FROM forum_threads WHERE id = $2
       ON CONFLICT (user_id, thread_id) DO UPDATE SET level = excluded.level RETURNING level`,
      [userId, threadId, level],
    );
    if (rows.length === 0) throw threadNotFound();
    return level;
  }

  async setCategoryLevel(userId: number, categoryId: number, level: WatchLevel): Promise<WatchLevel> {
    const rows = await this.dataSource.query<unknown[]>(
      `INSERT INTO forum_category_watches (user_id, category_id, level) SELECT $1, id, $3 FROM forum_categories WHERE id = $2
       ON CONFLICT (user_id, category_id) DO UPDATE SET level = excluded.level RETURNING level`,
      [userId, categoryId, level],
    );
    if (rows.length === 0) throw new NotFoundException('Category not found');
    return level;
  }

  /** The member's level on the thread (see watchLevelSql); null when the thread is gone. */
  async levelOf(userId: number, threadId: number): Promise<WatchLevel | null> {
    const [row] = await this.dataSource.query<Array<{ level: WatchLevel }>>(
      `SELECT ${watchLevelSql('thread', '$1')} AS level FROM forum_threads thread WHERE thread.id = $2`,
      [userId, threadId],
    );
    return row?.level ?? null;
  }

  /** The member's level on the category: 'normal' when they set none. */
  async categoryLevelOf(userId: number, categoryId: number): Promise<WatchLevel> {
    const [row] = await this.dataSource.query<Array<{ level: WatchLevel }>>(
      `SELECT level FROM forum_category_watches WHERE user_id = $1 AND category_id = $2`,
      [userId, categoryId],
    );
    return row?.level ?? 'normal';
  }

  /** A member who starts or replies to a thread watches it, unless they set its level themselves. */
  async watchAsWriter(manager: EntityManager, userId: number, threadId: number): Promise<void> {
    await manager.query(
      `INSERT INTO forum_thread_watches (user_id, thread_id, level) VALUES ($1, $2, 'watching') ON CONFLICT DO NOTHING`,
      [userId, threadId],
    );
  }
}
