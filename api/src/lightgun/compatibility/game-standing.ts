import { compatibilityStanding, type CountedReport } from '@site/domain';
import type { EntityManager } from 'typeorm';
import { notHidden } from './report-visibility.js';

/**
 * Each game's visible reports and, of each member (reporter_id, kept when the account is deleted), their most recent
 * visible one: filing under several setups gives a member one voice, not one per setup.
 */
const countedSql = `
  SELECT game.id,
    (SELECT count(*)::int FROM compatibility_reports report WHERE report.game_id = game.id AND ${notHidden('report')}) AS report_count,
    coalesce((
      SELECT json_agg(json_build_object('rating', latest.rating, 'filed_at', latest.filed_at)) FROM (
        SELECT DISTINCT ON (report.reporter_id) report.rating, report.filed_at FROM compatibility_reports report
        WHERE report.game_id = game.id AND ${notHidden('report')}
        ORDER BY report.reporter_id, report.filed_at DESC, report.id DESC
      ) latest), '[]') AS counted
  FROM games game WHERE game.id = ANY($1)`;

/**
 * Stores the games' standings (`compatibilityStanding` of @site/domain at `now`) and their tiers; a row whose standing
 * did not change is left alone; answers how many changed. The caller holds the games' locks, or a report change could be overwritten by an
 * older reading.
 */
export async function refreshStandings(
  manager: EntityManager,
  gameIds: readonly number[],
  now = new Date(),
): Promise<number> {
  if (gameIds.length === 0) return 0;
  const rows = await manager.query<Array<{ id: number; report_count: number; counted: CountedReport[] }>>(countedSql, [
    gameIds,
  ]);
  const standings = rows.map((row) => {
    const standing = compatibilityStanding(row.counted, row.report_count, now);
    return { id: row.id, tier: standing.tier, standing };
  });
  const [, changed] = await manager.query<[unknown, number]>(
    `UPDATE games game SET compatibility_tier = computed.tier, compatibility = computed.standing
     FROM jsonb_to_recordset($1::jsonb) AS computed (id integer, tier varchar, standing jsonb)
     WHERE game.id = computed.id
       AND (game.compatibility IS DISTINCT FROM computed.standing OR game.compatibility_tier IS DISTINCT FROM computed.tier)`,
    [JSON.stringify(standings)],
  );
  return changed;
}
