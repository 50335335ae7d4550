import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type {
  Tag,
  VideoCategory,
  VideoStatus,
  VideoInput as VideoInputContract,
  TagsInput as TagsInputContract,
} from '@site/contracts';
import { Transform } from 'class-transformer';
import { videoCategoryValues } from '@site/domain';
import {
  IsIn,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { IsOmittable } from '../../http/is-omittable.js';
import { maxPgInteger } from '../../http/pg-limits.js';
import { IsStorableDate } from '../../http/storable-date.js';
import { IsTagList } from './is-tag-list.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The post dialog's and the admin add-video form's payload (spec sections 3 and 7). */
export class VideoInput implements VideoInputContract {
  @ApiProperty({ maxLength: 300 })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Please enter a title' })
  @MaxLength(300)
  title: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(10_000)
  description?: string;

  /** The dialog's body text; used as the description when none is given. */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(10_000)
  content?: string;

  @ApiProperty()
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'YouTube URL is required' })
  youtube_url: string;

  @ApiPropertyOptional({ enum: videoCategoryValues })
  @IsOptional()
  @IsIn(videoCategoryValues, { message: `Category must be one of ${videoCategoryValues.join(', ')}` })
  category?: VideoCategory;

  @ApiPropertyOptional()
  @IsOmittable()
  @Transform(trim)
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true }, { message: 'Thumbnail must be an http(s) URL' })
  thumbnail?: string;

  @ApiPropertyOptional({ example: '10:25' })
  @IsOmittable()
  @IsString()
  // m:ss or h:mm:ss, minutes and seconds under 60 after a larger unit; blank for unknown.
  @Matches(/^(\d{1,2}:[0-5]\d|\d{1,2}:[0-5]\d:[0-5]\d)?$/, { message: 'Duration must look like 10:25 or 1:02:03' })
  duration?: string;

  @ApiPropertyOptional({ minimum: 0, maximum: maxPgInteger })
  @IsOmittable()
  @IsInt({ message: 'Views must be a whole number' })
  @Min(0)
  @Max(maxPgInteger)
  views?: number;

  @ApiPropertyOptional({ example: '2024-01-05T18:00:00Z' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'publishedAt must be an ISO 8601 date' })
  @IsStorableDate({ message: 'publishedAt must be a date (2024-01-05 or 2024-01-05T18:00:00Z) from year 1 to 9999' })
  publishedAt?: string;

  @ApiPropertyOptional({ type: [String] })
  @IsOmittable()
  @IsTagList()
  tags?: Array<string | Tag>;

  /** Honoured for admins only. */
  @ApiPropertyOptional({ enum: ['published', 'pending'] })
  @IsOptional()
  @IsIn(['published', 'pending'])
  status?: Exclude<VideoStatus, 'denied'>;
}

export class TagsInput implements TagsInputContract {
  @ApiProperty({ type: [String] })
  @IsTagList()
  tags: Array<string | Tag>;
}
