import { compatibilityRatings } from '@site/domain';
import { ApiProperty, OmitType } from '@nestjs/swagger';
import type * as Api from '@site/contracts';
import type { CompatibilityRating, SetupOptionKind } from '@site/contracts';
import { PaginationResponse } from '../../../http/pagination.response.js';
import { ForumAuthorResponse } from '../../../users/index.js';
import { setupOptionKinds } from '../setup-kinds.js';

export class SetupOptionResponse implements Api.SetupOption {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty({ enum: setupOptionKinds })
  kind: SetupOptionKind;

  @ApiProperty({ example: 'GunCon 2' })
  name: string;

  @ApiProperty({ description: "'' when none" })
  description: string;

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

  @ApiProperty()
  recoil_works: boolean;

  @ApiProperty()
  offscreen_reload_works: boolean;

  @ApiProperty()
  two_players_work: boolean;

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

export class CompatibilitySummaryResponse implements Api.CompatibilitySummary {
  @ApiProperty({ type: 'integer' })
  game_id: number;

  @ApiProperty({
    enum: compatibilityRatings,
    nullable: true,
    description:
      "From each member's most recent visible report: the best rating two of them reach; a single one, its own; null without any",
  })
  tier: CompatibilityRating | null;

  @ApiProperty({ type: 'integer', description: "Visible reports, every setup (the matrix's cells add up to it)" })
  report_count: number;

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

export class SetupPreferenceResponse implements Api.SetupPreference {
  @ApiProperty({ type: 'integer', nullable: true })
  gun_id: number | null;

  @ApiProperty({ type: 'integer', nullable: true })
  display_id: number | null;

  @ApiProperty({ type: 'integer', nullable: true })
  play_mode_id: number | null;
}
