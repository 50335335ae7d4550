import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { GameInput as GameInputContract, GameUpdateInput as GameUpdateInputContract } from '@site/contracts';
import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import {
  isHttpUrl,
  isImageUrl,
  maxGameplayVideos,
  maxGenreLength,
  maxGenres,
  maxScreenshots,
  toGenreList,
  toReleaseYear,
  toScreenshotList,
  toUrlList,
} from '../game-fields.js';
import { IsReleaseYear, IsTextList, IsUrlList, IsUrlOrBlank } from './game-validators.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
// Optional texts: null clears them like ''.
const trimOrBlank = ({ value }: { value: unknown }) => (value === null ? '' : trim({ value }));
// Title and platform may be left out, but not sent as null.
const isSent = (_input: object, value: unknown) => value !== undefined;

/** The game fields shared by create and edit; title differs (required on create). */
abstract class GameFields {
  /** The platform by name, matched case-insensitively. */
  @ApiPropertyOptional({ maxLength: 100, example: 'Sega Saturn' })
  @ValidateIf(isSent)
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'platform must not be blank' })
  @MaxLength(100)
  platform?: string;

  @ApiPropertyOptional({ minimum: 1 })
  @ValidateIf(isSent)
  @IsInt({ message: 'platform_id must be a whole number' })
  @Min(1)
  // PostgreSQL's integer: a larger id would fail in the database instead of here.
  @Max(2_147_483_647)
  platform_id?: number;

  @ApiPropertyOptional({ type: [String], description: 'A list; a single text is wrapped into one' })
  @IsOptional()
  @Transform(({ value }) => toGenreList(value))
  @IsTextList(maxGenres, maxGenreLength)
  genre?: string[];

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 1950,
    maximum: 2100,
    description: 'A numeric text is parsed; blank or null clears it',
  })
  @IsOptional()
  @Transform(({ value }) => toReleaseYear(value))
  @IsReleaseYear()
  release_year?: number | null;

  @ApiPropertyOptional({ maxLength: 40, example: '1996-03-21' })
  @IsOptional()
  @Transform(trimOrBlank)
  @IsString()
  @MaxLength(40)
  release_date?: string;

  @ApiPropertyOptional({ maxLength: 200 })
  @IsOptional()
  @Transform(trimOrBlank)
  @IsString()
  @MaxLength(200)
  developer?: string;

  @ApiPropertyOptional({ maxLength: 200 })
  @IsOptional()
  @Transform(trimOrBlank)
  @IsString()
  @MaxLength(200)
  publisher?: string;

  @ApiPropertyOptional({ maxLength: 10_000 })
  @IsOptional()
  @Transform(trimOrBlank)
  @IsString()
  @MaxLength(10_000)
  description?: string;

  @ApiPropertyOptional({ description: "An http(s) URL, or '' for the generated cover" })
  @IsOptional()
  @Transform(trimOrBlank)
  @IsUrlOrBlank(isImageUrl, 'box_art_url must be an http(s) URL, or blank for the generated cover')
  box_art_url?: string;

  @ApiPropertyOptional({ type: [String], description: 'A list, or one comma-separated text; http(s) URLs' })
  @IsOptional()
  @Transform(({ value }) => toScreenshotList(value))
  @IsUrlList(maxScreenshots, isImageUrl, 'http(s) URLs')
  screenshots?: string[];

  @ApiPropertyOptional({ type: [String], description: 'A list of http(s) URLs' })
  @IsOptional()
  @Transform(({ value }) => toUrlList(value))
  @IsUrlList(maxGameplayVideos, isHttpUrl, 'http(s) URLs')
  gameplay_videos?: string[];
}

/** PATCH /api/lightgun/games/:id: any subset of the fields; anything else is rejected. */
export class GameUpdateInput extends GameFields implements GameUpdateInputContract {
  @ApiPropertyOptional({ maxLength: 300 })
  @ValidateIf(isSent)
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Title is required' })
  @MaxLength(300)
  title?: string;
}

/** POST /api/lightgun/games: a title, and the platform by `platform` or `platform_id` (checked by the service). */
export class GameInput extends GameFields implements GameInputContract {
  @ApiProperty({ maxLength: 300 })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Title is required' })
  @MaxLength(300)
  title: string;
}
