import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { NewsInput as NewsInputContract, NewsStatus } from '@site/contracts';
import { Transform } from 'class-transformer';
import { newsCategoryValues } from '@site/domain';
import { IsBoolean, IsIn, IsOptional, IsString, IsUrl, MaxLength, ValidateIf } from 'class-validator';
import { IsRequiredText } from '../../http/required-text.js';
import { IsExcerpt, IsNewsTagList, requiredMessage } from './news-validators.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
// A blank optional field means "use the default", so it skips the format checks.
const isFilled = (_input: object, value: unknown) => value !== '';
const httpUrl = { protocols: ['http', 'https'], require_protocol: true };

export const newsStatusValues: Array<Exclude<NewsStatus, 'denied'>> = ['published', 'pending'];

/** POST /api/news and PUT /api/news/:id: the admin form, the post dialog and the create page. */
export class NewsInput implements NewsInputContract {
  @ApiProperty({ maxLength: 300 })
  @Transform(trim)
  @IsRequiredText(300, requiredMessage)
  title: string;

  /** The excerpt. */
  @ApiPropertyOptional({ maxLength: 5_000 })
  @Transform(trim)
  @IsExcerpt(5_000)
  description?: string;

  /** Read only when `description` is absent or blank. */
  @ApiPropertyOptional({ maxLength: 5_000 })
  @Transform(trim)
  @IsExcerpt(5_000)
  excerpt?: string;

  /** Markdown, stored as sent (not trimmed: indentation can matter). */
  @ApiProperty({ maxLength: 100_000 })
  @IsRequiredText(100_000, requiredMessage)
  content: string;

  @ApiPropertyOptional({ enum: newsCategoryValues, default: 'General' })
  @IsOptional()
  @Transform(trim)
  @ValidateIf(isFilled)
  @IsIn(newsCategoryValues, { message: `Category must be one of ${newsCategoryValues.join(', ')}` })
  category?: string;

  @ApiPropertyOptional({ description: "An http(s) URL, or '' for none" })
  @IsOptional()
  @Transform(trim)
  @ValidateIf(isFilled)
  @IsUrl(httpUrl, { message: 'Image must be an http(s) URL' })
  @MaxLength(2_000)
  image?: string;

  // Rendered as a link by the front end: http(s) only, so never a javascript: URL.
  @ApiPropertyOptional({ description: "An http(s) URL, or '' for none" })
  @IsOptional()
  @Transform(trim)
  @ValidateIf(isFilled)
  @IsUrl(httpUrl, { message: 'Link must be an http(s) URL' })
  @MaxLength(2_000)
  link_url?: string;

  @ApiPropertyOptional({ example: '5 min', default: '5 min' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(30)
  readTime?: string;

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsNewsTagList()
  tags?: string[];

  /** Honoured for admins only. */
  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  published?: boolean;

  /** Honoured for admins only. */
  @ApiPropertyOptional({ enum: newsStatusValues })
  @IsOptional()
  @IsIn(newsStatusValues)
  status?: Exclude<NewsStatus, 'denied'>;
}
