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

/**
 * Whether the game exists, and if so keeps it from being deleted until the transaction ends (a key
 * share lock), so a thread tied to it never fails on the foreign key.
 */
export async function keepGame(manager: EntityManager, gameId: number): Promise<boolean> {
  const rows = await manager.query<unknown[]>(`SELECT 1 FROM games WHERE id = $1 FOR KEY SHARE`, [gameId]);
  return rows.length > 0;
}
