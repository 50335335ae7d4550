import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { SetupOptionInput as SetupOptionInputContract } from '@site/contracts';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
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

abstract class SetupOptionFields {
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
