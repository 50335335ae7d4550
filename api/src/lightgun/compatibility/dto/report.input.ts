import { compatibilityRatings } from '@site/domain';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, PartialType } from '@nestjs/swagger';
import type {
  CompatibilityRating,
  CompatibilityReportEdit,
  CompatibilityReportInput,
  HideReportInput as HideReportInputContract,
  SetupOptionKind,
  SetupPreference,
} from '@site/contracts';
import { IsBoolean, IsIn, IsInt, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { maxPgInteger } from '../../../http/pg-limits.js';
import { IsRequiredText } from '../../../http/required-text.js';
import { setupNouns, unknownOptionMessage } from '../setup-kinds.js';

export const maxNotesLength = 5000;
export const maxHideReasonLength = 500;

/** The id of an option of `kind` (checked against the table by the service); `nullable` lets null clear it. */
function OptionIdField(kind: SetupOptionKind, { nullable = false } = {}) {
  const message = nullable ? `${unknownOptionMessage(kind)}, or null` : unknownOptionMessage(kind);
  return applyDecorators(
    ApiProperty({
      type: 'integer',
      minimum: 1,
      nullable,
      description: `The id of ${setupNouns[kind]}${nullable ? '; null when not chosen' : ''}`,
    }),
    ...(nullable ? [ValidateIf((_input: object, value: unknown) => value !== null)] : []),
    IsInt({ message }),
    Min(1, { message }),
    Max(maxPgInteger, { message }),
  );
}

const booleanMessage = '$property must be true or false';

/** POST and PUT /api/lightgun/games/{id}/reports */
export class ReportInput implements CompatibilityReportInput {
  @OptionIdField('gun')
  gun_id: number;

  @OptionIdField('display')
  display_id: number;

  @OptionIdField('play-mode')
  play_mode_id: number;

  @ApiProperty({ enum: compatibilityRatings })
  @IsIn(compatibilityRatings, { message: `rating must be one of ${compatibilityRatings.join(', ')}` })
  rating: CompatibilityRating;

  @ApiProperty()
  @IsBoolean({ message: booleanMessage })
  recoil_works: boolean;

  @ApiProperty()
  @IsBoolean({ message: booleanMessage })
  offscreen_reload_works: boolean;

  @ApiProperty()
  @IsBoolean({ message: booleanMessage })
  two_players_work: boolean;

  @ApiProperty({ maxLength: maxNotesLength, description: "Markdown; raw HTML is not rendered; '' for none" })
  @IsString()
  @MaxLength(maxNotesLength)
  notes: string;
}

/** PATCH /api/lightgun/reports/{id}: the fields sent change, those left out keep their value; null is refused. */
export class ReportEditInput
  extends PartialType(ReportInput, { skipNullProperties: false })
  implements CompatibilityReportEdit {}

/** POST /api/lightgun/reports/{id}/hide */
export class HideReportInput implements HideReportInputContract {
  @ApiProperty({ maxLength: maxHideReasonLength })
  @IsRequiredText(maxHideReasonLength, 'A reason is required')
  reason: string;
}

/** PUT /api/users/me/setup: every part, each null when not chosen. */
export class SetupPreferenceInput implements SetupPreference {
  @OptionIdField('gun', { nullable: true })
  gun_id: number | null;

  @OptionIdField('display', { nullable: true })
  display_id: number | null;

  @OptionIdField('play-mode', { nullable: true })
  play_mode_id: number | null;
}
