import type { CompatibilityReport, CompatibilityReportInput, SetupPreference } from '@site/contracts';
import {
  compatibilityRatings,
  featureResults,
  maxVersionLength,
  reportFeatures,
  reportVersionFields,
} from '@site/domain';
import { z } from '@site/ui/zod';
import { setupParts } from '../../api/setup-options.js';

export const maxNotesLength = 5000;

const chosen = (message: string) => z.string().check(z.minLength(1, message));
const [gun, display, playMode] = setupParts;
const feature = z.enum(featureResults);
const version = (label: string) =>
  z.string().check(z.maxLength(maxVersionLength, `${label} can be at most ${maxVersionLength} characters`));
const [emulator, firmware, gameVersion] = reportVersionFields;

/**
 * The report form: the setup's ids as the selects hold them (text), a rating, each feature works / fails / untested,
 * the optional versions and Markdown notes.
 */
export const reportSchema = z.object({
  gun_id: chosen(gun.choose),
  display_id: chosen(display.choose),
  play_mode_id: chosen(playMode.choose),
  rating: z.enum(compatibilityRatings, 'Choose a rating'),
  recoil: feature,
  offscreen_reload: feature,
  two_players: feature,
  calibration: feature,
  emulator_version: version(emulator.label),
  gun_firmware: version(firmware.label),
  game_version: version(gameVersion.label),
  notes: z.string().check(z.maxLength(maxNotesLength, 'Notes can be at most 5,000 characters')),
});
export type ReportDraft = z.infer<typeof reportSchema>;

/** Nothing is tested until the member says so. */
const untested = Object.fromEntries(reportFeatures.map(({ key }) => [key, 'untested'])) as Pick<
  ReportDraft,
  (typeof reportFeatures)[number]['key']
>;

/** A new report: no setup or rating chosen yet (the form's value for a rating is missing until one is picked). */
export const emptyReport = {
  gun_id: '',
  display_id: '',
  play_mode_id: '',
  ...untested,
  emulator_version: '',
  gun_firmware: '',
  game_version: '',
  notes: '',
} satisfies Partial<ReportDraft>;

/** Every feature goes as chosen ('untested' included), so nothing untested can be read as working. */
export const reportPayload = (draft: ReportDraft): CompatibilityReportInput => ({
  ...draft,
  gun_id: Number(draft.gun_id),
  display_id: Number(draft.display_id),
  play_mode_id: Number(draft.play_mode_id),
  emulator_version: draft.emulator_version.trim(),
  gun_firmware: draft.gun_firmware.trim(),
  game_version: draft.game_version.trim(),
});

/** The form as the member filled it for a setup before: saving edits that report. */
export const draftOf = (report: CompatibilityReport): ReportDraft => ({
  gun_id: String(report.gun.id),
  display_id: String(report.display.id),
  play_mode_id: String(report.play_mode.id),
  rating: report.rating,
  recoil: report.recoil,
  offscreen_reload: report.offscreen_reload,
  two_players: report.two_players,
  calibration: report.calibration,
  emulator_version: report.emulator_version,
  gun_firmware: report.gun_firmware,
  game_version: report.game_version,
  notes: report.notes,
});

export type SetupDraft = Pick<ReportDraft, 'gun_id' | 'display_id' | 'play_mode_id'>;

/** The form's setup from the member's "my setup", when every part of it is chosen. */
export const setupDraft = ({ gun_id, display_id, play_mode_id }: SetupPreference): SetupDraft | undefined =>
  gun_id === null || display_id === null || play_mode_id === null
    ? undefined
    : { gun_id: String(gun_id), display_id: String(display_id), play_mode_id: String(play_mode_id) };

export const sameSetup = (report: CompatibilityReport, { gun_id, display_id, play_mode_id }: SetupDraft) =>
  String(report.gun.id) === gun_id &&
  String(report.display.id) === display_id &&
  String(report.play_mode.id) === play_mode_id;

/** The member's own report on the setup the form names, if any. */
export const reportOn = (reports: CompatibilityReport[], setup: SetupDraft) =>
  reports.find((report) => sameSetup(report, setup));
