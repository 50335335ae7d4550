import { NotFoundException } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { GameEntity } from '../entities/game.entity.js';
import { CompatibilityReportEntity } from './entities/compatibility-report.entity.js';
import { refreshStandings } from './game-standing.js';

export const reportNotFound = () => new NotFoundException('Report not found');
export const gameNotFound = () => new NotFoundException('Game not found');

/** Locks the game's row for the rest of the transaction: one game's report changes take turns. */
export async function lockGame(manager: EntityManager, id: number): Promise<GameEntity> {
  const game = await manager
    .getRepository(GameEntity)
    .createQueryBuilder('game')
    .setLock('pessimistic_write')
    .where('game.id = :id', { id })
    .getOne();
  if (!game) throw gameNotFound();
  return game;
}

/** The game's standing and tier, stored on the game; the caller holds its lock (lockGame). */
export async function refreshStanding(manager: EntityManager, gameId: number): Promise<void> {
  await refreshStandings(manager, [gameId]);
}

/**
 * The report, read again once its game is locked (so one deleted meanwhile is a 404), changed, then the game's
 * standing recomputed, all in one transaction.
 */
export async function changeReport<T>(
  dataSource: DataSource,
  id: number,
  apply: (manager: EntityManager, report: CompatibilityReportEntity) => Promise<T>,
): Promise<T> {
  return dataSource.transaction(async (manager) => {
    const unlocked = await manager.findOneBy(CompatibilityReportEntity, { id });
    if (!unlocked) throw reportNotFound();
    await lockGame(manager, unlocked.gameId);
    const report = await manager.findOneBy(CompatibilityReportEntity, { id });
    if (!report) throw reportNotFound();
    const result = await apply(manager, report);
    await refreshStanding(manager, report.gameId);
    return result;
  });
}
