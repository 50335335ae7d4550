import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { PlatformInput as PlatformInputContract } from '@site/contracts';
import { Transform } from 'class-transformer';
import { MaxCodePoints } from '../../http/required-text.js';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const trimOrBlank = ({ value }: { value: unknown }) => (value === null ? '' : trim({ value }));
const lowerCase = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value === null ? '' : value;
const isSent = (_input: object, value: unknown) => value !== undefined;
// A blank icon or colour means "the default", so it skips the format check.
const isFilled = (_input: object, value: unknown) => value !== undefined && value !== '';
// The name is a path segment of the platform page (/games/platform/{name}); browsers treat a backslash as a slash too.
const noSlash = /^[^/\\]*$/;
// Nor a line break or other control character: no address could name the platform's page.
const noControl = /^\P{Cc}*$/u;

abstract class PlatformFields {
  @ApiPropertyOptional({ maxLength: 100, example: 'Sega' })
  @IsOptional()
  @Transform(trimOrBlank)
  @IsString()
  @MaxLength(100)
  manufacturer?: string;

  @ApiPropertyOptional({ maxLength: 16, default: '🎮', description: 'An emoji; blank for the default gamepad' })
  @IsOptional()
  @Transform(trimOrBlank)
  @IsString()
  @MaxCodePoints(16)
  icon?: string;

  @ApiPropertyOptional({ maxLength: 200, example: 'Virtua Gun' })
  @IsOptional()
  @Transform(trimOrBlank)
  @IsString()
  @MaxLength(200)
  gun?: string;

  @ApiPropertyOptional({ example: '#1d4ed8', description: "The generated covers' colour; blank for the default" })
  @IsOptional()
  @Transform(lowerCase)
  @ValidateIf(isFilled)
  @IsString()
  @Matches(/^#[0-9a-f]{6}$/, { message: 'color must be a hex colour such as #1d4ed8' })
  color?: string;
}

/** POST /api/lightgun/platforms */
export class PlatformInput extends PlatformFields implements PlatformInputContract {
  @ApiProperty({ maxLength: 100, example: 'Sega Saturn' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Platform name is required' })
  @MaxLength(100)
  @Matches(noSlash, { message: 'Platform name must not contain a slash' })
  @Matches(noControl, { message: 'Platform name must not contain line breaks or control characters' })
  name: string;
}

/** PATCH /api/lightgun/platforms/:id: any subset of the fields. */
export class PlatformUpdateInput extends PlatformFields implements PlatformInputContract {
  @ApiPropertyOptional({ maxLength: 100 })
  @ValidateIf(isSent)
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Platform name is required' })
  @MaxLength(100)
  @Matches(noSlash, { message: 'Platform name must not contain a slash' })
  @Matches(noControl, { message: 'Platform name must not contain line breaks or control characters' })
  name?: string;
}
