import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { SetupOptionInput as SetupOptionInputContract } from '@site/contracts';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { maxSetupSlugLength, setupSlugPattern } from '@site/domain';
import { IsOmittable } from '../../../http/is-omittable.js';
import { IsRequiredText } from '../../../http/required-text.js';

export const maxOptionName = 100;
export const maxOptionDescription = 500;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const trimOrBlank = ({ value }: { value: unknown }) => (value === null ? '' : trim({ value }));

const NameField = (required: boolean) =>
  applyDecorators(
    (required ? ApiProperty : ApiPropertyOptional)({
      maxLength: maxOptionName,
      example: 'GunCon 2',
      description: 'Unique per kind, whatever its case',
    }),
    Transform(trim),
    IsRequiredText(maxOptionName, 'Name is required'),
  );

const FlagField = (description: string) =>
  applyDecorators(
    ApiPropertyOptional({ description }),
    IsOmittable(),
    IsBoolean({ message: '$property must be true or false' }),
  );

abstract class SetupOptionFields {
  @ApiPropertyOptional({
    maxLength: maxSetupSlugLength,
    example: 'guncon-2',
    description: 'Its name in addresses, unique per kind; made from the name when not given',
  })
  @IsOmittable()
  @Transform(trim)
  @IsString()
  @MaxLength(maxSetupSlugLength)
  @Matches(setupSlugPattern, { message: 'slug must be lower-case letters and digits, joined by single hyphens' })
  slug?: string;

  @FlagField('Guns only: a modern gun, for emulators, MiSTer and native PC ports')
  modern?: boolean;

  @FlagField("Guns only: it reads a CRT's picture, so it works on a CRT only")
  needs_crt?: boolean;

  @FlagField('Displays only: a cathode-ray tube')
  crt?: boolean;

  @FlagField("Ways of playing only: the game's own console or arcade board")
  original_hardware?: boolean;

  @ApiPropertyOptional({ maxLength: maxOptionDescription, example: "The PlayStation 2's original light gun" })
  @IsOptional()
  @Transform(trimOrBlank)
  @IsString()
  @MaxLength(maxOptionDescription)
  description?: string;
}

/** POST /api/lightgun/setup-options/{kind} */
export class SetupOptionInput extends SetupOptionFields implements SetupOptionInputContract {
  @NameField(true)
  name: string;
}

/** PATCH /api/lightgun/setup-options/{kind}/{id}: fields left out keep their value. */
export class SetupOptionUpdateInput extends SetupOptionFields implements SetupOptionInputContract {
  @IsOmittable()
  @NameField(false)
  name?: string;
}
