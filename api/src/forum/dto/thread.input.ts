import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ForumThreadInput } from '@site/contracts';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional } from 'class-validator';
import { IsRequiredText } from '../../http/required-text.js';
import { maxContentLength } from './post.input.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** POST /api/forum/categories/{id}/threads. */
export class ThreadInput implements ForumThreadInput {
  @ApiProperty({ maxLength: 300 })
  @Transform(trim)
  @IsRequiredText(300, 'Title is required')
  title: string;

  /** Markdown, stored as sent. */
  @ApiProperty({ maxLength: maxContentLength })
  @IsRequiredText(maxContentLength, 'Content is required')
  content: string;

  /** The spec's client sends it too; when sent it must be the category of the path. */
  @ApiPropertyOptional()
  @IsOptional()
  @IsInt({ message: 'category_id must be a whole number' })
  category_id?: number;
}
