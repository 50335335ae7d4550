import { NotFoundException } from '@nestjs/common';
import type { CompatibilityRating } from '@site/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { GameEntity } from '../entities/game.entity.js';
import { tierOf } from './compatibility-tier.js';
import { CompatibilityReportEntity } from './entities/compatibility-report.entity.js';
import { notHidden } from './report-visibility.js';

export const reportNotFound = () => new NotFoundException('Report not found');
export const gameNotFound = () => new NotFoundException('Game not found');

/** Locks the game's row for the rest of the transaction: one game's report changes take turns. */
export async function lockGame(manager: EntityManager, id: number): Promise<void> {
  const game = await manager
    .getRepository(GameEntity)
    .createQueryBuilder('game')
    .setLock('pessimistic_write')
    .where('game.id = :id', { id })
    .getOne();
  if (!game) throw gameNotFound();
}

/**
 * The game's tier, stored on the game: from each reporter's most recent visible report, so filing
 * under several setups gives a member one voice, not one per setup.
 */
export async function refreshTier(manager: EntityManager, gameId: number): Promise<void> {
  const rows = await manager.query<Array<{ rating: CompatibilityRating; count: number }>>(
    `SELECT rating, count(*)::int AS count FROM (
       SELECT DISTINCT ON (report.reporter_id) report.rating FROM compatibility_reports report
       WHERE report.game_id = $1 AND ${notHidden('report')} ORDER BY report.reporter_id, report.filed_at DESC, report.id DESC
     ) counted GROUP BY rating`,
    [gameId],
  );
  const tier = tierOf(Object.fromEntries(rows.map((row) => [row.rating, row.count])));
  await manager.query(`UPDATE games SET compatibility_tier = $2 WHERE id = $1`, [gameId, tier]);
}

/**
 * The report, read again once its game is locked (so one deleted meanwhile is a 404), changed, then the game's tier
 * recomputed, all in one transaction.
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
    await refreshTier(manager, report.gameId);
    return result;
  });
}
