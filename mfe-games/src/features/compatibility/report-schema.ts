import type { CompatibilityReport, CompatibilityReportInput, SetupPreference } from '@site/contracts';
import { z } from '@site/ui/zod';
import { setupParts } from '../../api/setup-options.js';
import { compatibilityRatings } from '@site/domain';

export const maxNotesLength = 5000;

const chosen = (message: string) => z.string().check(z.minLength(1, message));
const [gun, display, playMode] = setupParts;

/** The report form: the setup's ids as the selects hold them (text), a rating, three checkboxes and Markdown notes. */
export const reportSchema = z.object({
  gun_id: chosen(gun.choose),
  display_id: chosen(display.choose),
  play_mode_id: chosen(playMode.choose),
  rating: z.enum(compatibilityRatings, 'Choose a rating'),
  recoil_works: z.boolean(),
  offscreen_reload_works: z.boolean(),
  two_players_work: z.boolean(),
  notes: z.string().check(z.maxLength(maxNotesLength, 'Notes can be at most 5,000 characters')),
});
export type ReportDraft = z.infer<typeof reportSchema>;

/** A new report: no setup or rating chosen yet (the form's value for a rating is missing until one is picked). */
export const emptyReport = {
  gun_id: '',
  display_id: '',
  play_mode_id: '',
  recoil_works: false,
  offscreen_reload_works: false,
  two_players_work: false,
  notes: '',
} satisfies Partial<ReportDraft>;

export const reportPayload = (draft: ReportDraft): CompatibilityReportInput => ({
  ...draft,
  gun_id: Number(draft.gun_id),
  display_id: Number(draft.display_id),
  play_mode_id: Number(draft.play_mode_id),
});

/** The form as the member filled it for a setup before: saving edits that report. */
export const draftOf = (report: CompatibilityReport): ReportDraft => ({
  gun_id: String(report.gun.id),
  display_id: String(report.display.id),
  play_mode_id: String(report.play_mode.id),
  rating: report.rating,
  recoil_works: report.recoil_works,
  offscreen_reload_works: report.offscreen_reload_works,
  two_players_work: report.two_players_work,
  notes: report.notes,
});

type SetupDraft = Pick<ReportDraft, 'gun_id' | 'display_id' | 'play_mode_id'>;

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
