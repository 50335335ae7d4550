import type { CompatibilityReport, SetupOption } from '@site/contracts';
import { isAgedReport } from '@site/domain';
import { toForumAuthor } from '../../users/index.js';
import type { CompatibilityReportEntity } from './entities/compatibility-report.entity.js';
import type { SetupOptionEntity } from './entities/setup-option.entity.js';

/** Reports per option id, as the caller may count them. */
export type OptionCounts = ReadonlyMap<number, number>;

export function toSetupOption(option: SetupOptionEntity, counts: OptionCounts): SetupOption {
  return {
    id: option.id,
    kind: option.kind,
    name: option.name,
    slug: option.slug,
    description: option.description,
    modern: option.modern,
    needs_crt: option.needsCrt,
    crt: option.crt,
    original_hardware: option.originalHardware,
    report_count: counts.get(option.id) ?? 0,
  };
}

/**
 * Needs the report's game (with its platform), author, gun, display and playMode loaded; `markedHelpful` holds the ids
 * of the reports the caller marked helpful.
 */
export function toReport(
  report: CompatibilityReportEntity,
  counts: OptionCounts,
  markedHelpful: ReadonlySet<number>,
  now: Date,
): CompatibilityReport {
  const { id, username, display_name, role } = toForumAuthor(report.author);
  return {
    id: report.id,
    game_id: report.gameId,
    game_title: report.game.title,
    platform: report.game.platform.name,
    author: { id, username, display_name, role },
    gun: toSetupOption(report.gun, counts),
    display: toSetupOption(report.display, counts),
    play_mode: toSetupOption(report.playMode, counts),
    rating: report.rating,
    recoil: report.recoil,
    offscreen_reload: report.offscreenReload,
    two_players: report.twoPlayers,
    calibration: report.calibration,
    emulator_version: report.emulatorVersion,
    gun_firmware: report.gunFirmware,
    game_version: report.gameVersion,
    notes: report.notes,
    notes_html: report.notesHtml,
    hidden: report.hiddenReason !== null,
    hidden_reason: report.hiddenReason,
    created_at: report.createdAt.toISOString(),
    updated_at: report.updatedAt.toISOString(),
    edited: report.edited,
    filed_at: report.filedAt.toISOString(),
    aged: isAgedReport(report.filedAt, now),
    helpful_count: report.helpfulCount,
    marked_helpful: markedHelpful.has(report.id),
  };
}
