import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { Tag, VideoCategory, VideoStatus } from '@site/contracts';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsISO8601, IsNotEmpty, IsOptional, IsString, IsUrl, Matches, MaxLength, Min } from 'class-validator';
import { IsTagList } from './is-tag-list.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
export const videoCategoryValues: VideoCategory[] = ['on-rail', 'gallery', 'arcade', 'modern'];

/** The post dialog's and the admin add-video form's payload (spec sections 3 and 7). */
export class VideoInput {
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
  @IsOptional()
  @Transform(trim)
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true }, { message: 'Thumbnail must be an http(s) URL' })
  thumbnail?: string;

  @ApiPropertyOptional({ example: '10:25' })
  @IsOptional()
  @IsString()
  @Matches(/^(\d{1,2}:)?\d{1,2}:\d{2}$|^$/, { message: 'Duration must look like 10:25 or 1:02:03' })
  duration?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsInt({ message: 'Views must be a whole number' })
  @Min(0)
  views?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsISO8601({}, { message: 'publishedAt must be an ISO 8601 date' })
  publishedAt?: string;

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsTagList()
  tags?: Array<string | Tag>;

  /** Honoured for admins only. */
  @ApiPropertyOptional({ enum: ['published', 'pending'] })
  @IsOptional()
  @IsIn(['published', 'pending'])
  status?: VideoStatus;
}

export class TagsInput {
  @ApiProperty({ type: [String] })
  @IsTagList()
  tags: Array<string | Tag>;
}
