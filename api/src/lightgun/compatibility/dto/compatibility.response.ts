import { compatibilityRatings, featureResults, reportAgeDays } from '@site/domain';
import { ApiProperty, OmitType } from '@nestjs/swagger';
import type * as Api from '@site/contracts';
import type { CompatibilityRating, FeatureResult, SetupOptionKind, TierConfidence, TierTrend } from '@site/contracts';
import { PaginationResponse } from '../../../http/pagination.response.js';
import { ForumAuthorResponse } from '../../../users/index.js';
import { setupOptionKinds } from '../setup-kinds.js';

const tierConfidences: readonly TierConfidence[] = ['low', 'medium', 'high'];
const tierTrends: readonly TierTrend[] = ['improving', 'declining'];

export class SetupOptionResponse implements Api.SetupOption {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty({ enum: setupOptionKinds })
  kind: SetupOptionKind;

  @ApiProperty({ example: 'GunCon 2' })
  name: string;

  @ApiProperty({ example: 'guncon-2', description: 'Its name in addresses; unique per kind' })
  slug: string;

  @ApiProperty({ description: "'' when none" })
  description: string;

  @ApiProperty({ description: 'Guns: a modern gun, for emulators, MiSTer and PC ports (never original hardware)' })
  modern: boolean;

  @ApiProperty({ description: "Guns: reads a CRT's picture, so works on a CRT only" })
  needs_crt: boolean;

  @ApiProperty({ description: 'Displays: a cathode-ray tube' })
  crt: boolean;

  @ApiProperty({ description: "Ways of playing: the game's own console or arcade board" })
  original_hardware: boolean;

  @ApiProperty({
    type: 'integer',
    description: 'Reports that use it (those the caller may see); one in use cannot be deleted',
  })
  report_count: number;
}

export class SetupOptionsResponse implements Api.SetupOptions {
  @ApiProperty({ type: [SetupOptionResponse] })
  guns: SetupOptionResponse[];

  @ApiProperty({ type: [SetupOptionResponse] })
  displays: SetupOptionResponse[];

  @ApiProperty({ type: [SetupOptionResponse] })
  play_modes: SetupOptionResponse[];
}

/** The forum's author without its post count. */
export class ReportAuthorResponse
  extends OmitType(ForumAuthorResponse, ['post_count'] as const)
  implements Api.ReportAuthor {}

export class CompatibilityReportResponse implements Api.CompatibilityReport {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty({ type: 'integer' })
  game_id: number;

  @ApiProperty()
  game_title: string;

  @ApiProperty({ description: "The game's platform name" })
  platform: string;

  @ApiProperty({ type: ReportAuthorResponse })
  author: ReportAuthorResponse;

  @ApiProperty({ type: SetupOptionResponse })
  gun: SetupOptionResponse;

  @ApiProperty({ type: SetupOptionResponse })
  display: SetupOptionResponse;

  @ApiProperty({ type: SetupOptionResponse })
  play_mode: SetupOptionResponse;

  @ApiProperty({ enum: compatibilityRatings })
  rating: CompatibilityRating;

  @ApiProperty({ enum: featureResults })
  recoil: FeatureResult;

  @ApiProperty({ enum: featureResults })
  offscreen_reload: FeatureResult;

  @ApiProperty({ enum: featureResults })
  two_players: FeatureResult;

  @ApiProperty({ enum: featureResults, description: 'Calibration holds from one session to the next' })
  calibration: FeatureResult;

  @ApiProperty({ description: "The emulator or core and its version; '' for none" })
  emulator_version: string;

  @ApiProperty({ description: "'' for none" })
  gun_firmware: string;

  @ApiProperty({ description: "The game's version or ROM set; '' for none" })
  game_version: string;

  @ApiProperty({ description: 'Markdown, stored as sent' })
  notes: string;

  @ApiProperty({ description: 'The notes rendered and sanitised (raw HTML left out)' })
  notes_html: string;

  @ApiProperty({
    description:
      'Hidden by a moderator, or waiting for one (hidden_reason says which): only its author, moderators and admins see it',
  })
  hidden: boolean;

  @ApiProperty({ type: 'string', nullable: true })
  hidden_reason: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ format: 'date-time' })
  updated_at: string;

  @ApiProperty({ description: 'Its author changed it after filing' })
  edited: boolean;

  @ApiProperty({ format: 'date-time', description: 'When its author last filed or edited it' })
  filed_at: string;

  @ApiProperty({ description: `Older than ${reportAgeDays} days: it weighs less in the tier` })
  aged: boolean;

  @ApiProperty({ type: 'integer', description: 'Members who marked it helpful' })
  helpful_count: number;

  @ApiProperty({ description: 'The caller marked it helpful; false when anonymous' })
  marked_helpful: boolean;
}

export class ReportHelpfulnessResponse implements Api.ReportHelpfulness {
  @ApiProperty({ type: 'integer' })
  report_id: number;

  @ApiProperty({ type: 'integer' })
  helpful_count: number;

  @ApiProperty()
  marked_helpful: boolean;
}

export class CompatibilityReportPageResponse implements Api.CompatibilityReportPage, Api.MemberReportPage {
  @ApiProperty({ type: [CompatibilityReportResponse] })
  reports: CompatibilityReportResponse[];

  @ApiProperty({ type: PaginationResponse })
  pagination: PaginationResponse;
}

export class CompatibilityCellResponse implements Api.CompatibilityCell {
  @ApiProperty({ type: 'integer' })
  gun_id: number;

  @ApiProperty({ type: 'integer' })
  display_id: number;

  @ApiProperty({ type: 'integer' })
  report_count: number;

  @ApiProperty({ enum: compatibilityRatings })
  best_rating: CompatibilityRating;
}

export class CompatibilityStandingResponse implements Api.CompatibilityStanding {
  @ApiProperty({ enum: compatibilityRatings, nullable: true, description: 'null: no visible report' })
  tier: CompatibilityRating | null;

  @ApiProperty({ type: 'integer', description: 'Every visible report, each setup on its own' })
  report_count: number;

  @ApiProperty({ type: 'integer', description: 'Members whose most recent visible report counts (one each)' })
  member_count: number;

  @ApiProperty({ type: 'integer', description: "Those among them whose report has the tier's rating" })
  agreeing_count: number;

  @ApiProperty({ enum: tierConfidences, nullable: true, description: 'null without a tier' })
  confidence: TierConfidence | null;

  @ApiProperty({
    enum: compatibilityRatings,
    nullable: true,
    description: `From reports of the last ${reportAgeDays} days`,
  })
  recent_tier: CompatibilityRating | null;

  @ApiProperty({ enum: compatibilityRatings, nullable: true, description: 'From the older reports alone' })
  older_tier: CompatibilityRating | null;

  @ApiProperty({ enum: tierTrends, nullable: true, description: 'Set when recent_tier and older_tier differ' })
  trend: TierTrend | null;
}

export class CompatibilitySummaryResponse implements Api.CompatibilitySummary {
  @ApiProperty({ type: 'integer' })
  game_id: number;

  @ApiProperty({
    enum: compatibilityRatings,
    nullable: true,
    description: "standing's tier: the best rating more than half the members' weight reaches; null without reports",
  })
  tier: CompatibilityRating | null;

  @ApiProperty({ type: 'integer', description: "Visible reports, every setup (the matrix's cells add up to it)" })
  report_count: number;

  @ApiProperty({ type: CompatibilityStandingResponse, description: 'docs/compatibility.md' })
  standing: CompatibilityStandingResponse;

  @ApiProperty({ type: [SetupOptionResponse], description: "The matrix's rows, ordered by name" })
  guns: SetupOptionResponse[];

  @ApiProperty({ type: [SetupOptionResponse], description: "The matrix's columns, ordered by name" })
  displays: SetupOptionResponse[];

  @ApiProperty({ type: [CompatibilityCellResponse] })
  matrix: CompatibilityCellResponse[];

  @ApiProperty({ type: [CompatibilityReportResponse], description: 'The newest five the caller may see' })
  latest_reports: CompatibilityReportResponse[];

  @ApiProperty({
    type: [CompatibilityReportResponse],
    description: "The caller's own reports on the game, hidden ones included; [] when anonymous",
  })
  my_reports: CompatibilityReportResponse[];
}

export class PlatformSetupOptionsResponse implements Api.PlatformSetupOptions {
  @ApiProperty({ type: 'integer' })
  platform_id: number;

  @ApiProperty({ type: 'integer', isArray: true, description: 'Its original guns and ways of playing, by id' })
  option_ids: number[];
}

export class SetupPreferenceResponse implements Api.SetupPreference {
  @ApiProperty({ type: 'integer', nullable: true })
  gun_id: number | null;

  @ApiProperty({ type: 'integer', nullable: true })
  display_id: number | null;

  @ApiProperty({ type: 'integer', nullable: true })
  play_mode_id: number | null;
}
