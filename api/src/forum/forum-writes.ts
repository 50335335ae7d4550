import { NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ForumThreadEntity } from './entities/forum-thread.entity.js';

export const threadNotFound = () => new NotFoundException('Thread not found');

/**
 * Locks the thread's row for the rest of the transaction: changes to one thread's replies and
 * votes take turns, so its counts are always computed from committed rows.
 */
export async function lockThread(manager: EntityManager, id: number): Promise<ForumThreadEntity> {
  const thread = await manager
    .getRepository(ForumThreadEntity)
    .createQueryBuilder('thread')
    .setLock('pessimistic_write')
    .where('thread.id = :id', { id })
    .getOne();
  if (!thread) throw threadNotFound();
  return thread;
}

/** Adds `delta` to a user's forum post count (threads plus replies); an increment, so concurrent posts add up. */
export async function adjustPostCount(manager: EntityManager, userId: number | null, delta: number): Promise<void> {
  if (userId === null) return;
  await manager.query(`UPDATE users SET post_count = greatest(post_count + $2, 0) WHERE id = $1`, [userId, delta]);
}
