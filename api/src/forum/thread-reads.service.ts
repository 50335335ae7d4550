import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { ReadState } from './forum-response.js';
import { threadNotFound } from './forum-writes.js';

/**
 * How far each member has read each thread they opened (issue 31). Unread counts are index range
 * counts of forum_posts (thread_id, post_number) past the member's mark, one per listed thread:
 * never a scan of the thread's posts.
 */
@Injectable()
export class ThreadReads {
  constructor(private readonly dataSource: DataSource) {}

  /** The member's state of each of these threads they opened, in one statement. */
  async states(userId: number, threadIds: number[]): Promise<Map<number, ReadState>> {
    if (threadIds.length === 0) return new Map();
    const rows = await this.dataSource.query<Array<{ thread_id: number; unread: number; first_unread: number | null }>>(
      `SELECT r.thread_id, unread.count AS unread, first_unread.id AS first_unread
       FROM forum_thread_reads r
       CROSS JOIN LATERAL (
         SELECT count(*)::int AS count FROM forum_posts p WHERE p.thread_id = r.thread_id AND p.post_number > r.last_read_post_number
       ) AS unread
       LEFT JOIN LATERAL (
         SELECT p.id FROM forum_posts p WHERE p.thread_id = r.thread_id AND p.post_number > r.last_read_post_number
         ORDER BY p.post_number LIMIT 1
       ) AS first_unread ON true
       WHERE r.user_id = $1 AND r.thread_id = ANY($2::int[])`,
      [userId, threadIds],
    );
    return new Map(
      rows.map((row) => [row.thread_id, { unreadCount: row.unread, firstUnreadPostId: row.first_unread }]),
    );
  }

  /**
   * The member opens the thread: answers their last read post number before (null the first time)
   * and, the first time, remembers the opening post as read.
   */
  async open(userId: number, threadId: number): Promise<number | null> {
    const [row] = await this.dataSource.query<Array<{ before: number | null }>>(
      `WITH before AS (SELECT last_read_post_number FROM forum_thread_reads WHERE user_id = $1 AND thread_id = $2),
       opened AS (
         INSERT INTO forum_thread_reads (user_id, thread_id, last_read_post_number)
         SELECT $1, id, 1 FROM forum_threads WHERE id = $2 ON CONFLICT DO NOTHING
       )
       SELECT (SELECT last_read_post_number FROM before) AS before`,
      [userId, threadId],
    );
    return row.before;
  }

  /**
   * The member has read up to `postNumber` (at most the thread's last post; never back): answers the
   * posts still unread after it. Pass the manager of a transaction it belongs to.
   */
  async markRead(
    userId: number,
    threadId: number,
    postNumber: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<number> {
    const [row] = await manager.query<Array<{ unread: number }>>(
      `WITH saved AS (
         INSERT INTO forum_thread_reads (user_id, thread_id, last_read_post_number)
         SELECT $1, id, least($3::int, last_post_number) FROM forum_threads WHERE id = $2
         ON CONFLICT (user_id, thread_id) DO UPDATE
           SET last_read_post_number = greatest(forum_thread_reads.last_read_post_number, excluded.last_read_post_number)
         RETURNING last_read_post_number
       )
       SELECT (SELECT count(*) FROM forum_posts p WHERE p.thread_id = $2 AND p.post_number > saved.last_read_post_number)::int AS unread
       FROM saved`,
      [userId, threadId, postNumber],
    );
    if (!row) throw threadNotFound();
    return row.unread;
  }
}
