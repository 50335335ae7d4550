import { compatibilityRatings, featureResults, maxVersionLength } from '@site/domain';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import type {
  CompatibilityRating,
  CompatibilityReportEdit,
  CompatibilityReportInput,
  FeatureResult,
  HideReportInput as HideReportInputContract,
  ReportFeature,
  SetupOptionKind,
  SetupPreference,
} from '@site/contracts';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { IsOmittable } from '../../../http/is-omittable.js';
import { maxPgInteger } from '../../../http/pg-limits.js';
import { IsRequiredText, MaxCodePoints } from '../../../http/required-text.js';
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
const featureMessage = `$property must be one of ${featureResults.join(', ')}`;
const trimOrBlank = ({ value }: { value: unknown }) =>
  value === null ? '' : typeof value === 'string' ? value.trim() : value;
// One line of plain text: a line break or other control character has no place in a version.
const noControl = /^\P{Cc}*$/u;

/** A feature as tried: works, fails or untested (left out: untested, or the older boolean's reading). */
const FeatureField = () =>
  applyDecorators(
    ApiPropertyOptional({ enum: featureResults, default: 'untested' }),
    IsOmittable(),
    IsIn(featureResults, { message: featureMessage }),
  );

/** An older client's boolean, read only when the feature itself is not sent: true is 'works', false 'untested'. */
const LegacyFeatureField = (feature: ReportFeature) =>
  applyDecorators(
    ApiPropertyOptional({ deprecated: true, description: `Read only when ${feature} is not sent` }),
    IsOmittable(),
    IsBoolean({ message: booleanMessage }),
  );

/** Optional plain text of one line, trimmed, at most `maxVersionLength` characters; null or '' for none. */
const VersionField = (example: string) =>
  applyDecorators(
    ApiPropertyOptional({ maxLength: maxVersionLength, example, description: "Plain text; '' for none" }),
    IsOptional(),
    Transform(trimOrBlank),
    IsString(),
    MaxCodePoints(maxVersionLength),
    Matches(noControl, { message: '$property must be one line of text, without control characters' }),
  );

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

  @FeatureField()
  recoil?: FeatureResult;

  @FeatureField()
  offscreen_reload?: FeatureResult;

  @FeatureField()
  two_players?: FeatureResult;

  @FeatureField()
  calibration?: FeatureResult;

  @LegacyFeatureField('recoil')
  recoil_works?: boolean;

  @LegacyFeatureField('offscreen_reload')
  offscreen_reload_works?: boolean;

  @LegacyFeatureField('two_players')
  two_players_work?: boolean;

  @VersionField('MAME 0.264')
  emulator_version?: string;

  @VersionField('Sinden 2.07')
  gun_firmware?: string;

  @VersionField('hotd2 (Rev A)')
  game_version?: string;

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
