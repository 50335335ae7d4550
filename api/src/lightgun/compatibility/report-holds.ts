import type { EntityManager } from 'typeorm';
import type { CompatibilityReportEntity } from './entities/compatibility-report.entity.js';

/** The reason a member's new report starts hidden with while one of theirs on the game is hidden. */
export const heldForModeratorReason = 'Waiting for a moderator: another of your reports on this game was hidden';

type Setup = Pick<CompatibilityReportEntity, 'gameId' | 'gunId' | 'displayId' | 'playModeId'> & { authorId: number };

const setupParams = (setup: Setup) => [setup.gameId, setup.authorId, setup.gunId, setup.displayId, setup.playModeId];

/**
 * Called as its author deletes a report: a hidden one leaves a tombstone with the moderator's
 * reason, so deleting and filing again cannot undo the hide. The caller holds the game's lock.
 */
export async function keepHideOfDeleted(manager: EntityManager, report: CompatibilityReportEntity): Promise<void> {
  if (report.hiddenReason === null || report.authorId === null) return;
  await manager.query(
    `INSERT INTO compatibility_report_tombstones (game_id, author_id, gun_id, display_id, play_mode_id, hidden_reason)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (game_id, author_id, gun_id, display_id, play_mode_id) DO UPDATE SET hidden_reason = EXCLUDED.hidden_reason`,
    [...setupParams({ ...report, authorId: report.authorId }), report.hiddenReason],
  );
}

/**
 * The hidden_reason a member's new report starts with: the tombstone's for this very setup (used
 * up: the report carries the hide from now on); else, while another of their reports on the game
 * is hidden or was deleted hidden, held for a moderator, so a change of setup does not dodge a
 * hide either; else none. The caller holds the game's lock.
 */
export async function hiddenReasonOfNew(manager: EntityManager, setup: Setup): Promise<string | null> {
  const [{ kept, held }] = await manager.query<Array<{ kept: string | null; held: boolean }>>(
    `SELECT
       (SELECT hidden_reason FROM compatibility_report_tombstones
        WHERE game_id = $1 AND author_id = $2 AND gun_id = $3 AND display_id = $4 AND play_mode_id = $5) AS kept,
       EXISTS (SELECT 1 FROM compatibility_reports WHERE game_id = $1 AND author_id = $2 AND hidden_reason IS NOT NULL)
       OR EXISTS (SELECT 1 FROM compatibility_report_tombstones WHERE game_id = $1 AND author_id = $2) AS held`,
    setupParams(setup),
  );
  if (kept === null) return held ? heldForModeratorReason : null;
  await manager.query(
    `DELETE FROM compatibility_report_tombstones WHERE game_id = $1 AND author_id = $2 AND gun_id = $3 AND display_id = $4 AND play_mode_id = $5`,
    setupParams(setup),
  );
  return kept;
}
