import { ApiPropertyOptional } from '@nestjs/swagger';
import type { ForumThreadEdit } from '@site/contracts';
import { Transform } from 'class-transformer';
import { IsInt, Max, Min, ValidateIf } from 'class-validator';
import { maxPgInteger } from '../../http/pg-limits.js';
import { IsRequiredText } from '../../http/required-text.js';
import { maxContentLength } from './post.input.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
// Left out is unchanged; sent (null included) it follows the rule of a new thread's field.
const whenSent = ValidateIf((_input: object, value: unknown) => value !== undefined);

const categoryMessage = 'category_id must be the id of a category';

/** PATCH /api/forum/threads/{id}: what is sent changes, under the rules of a new thread. */
export class ThreadEditInput implements ForumThreadEdit {
  @ApiPropertyOptional({ maxLength: 300 })
  @Transform(trim)
  @whenSent
  @IsRequiredText(300, 'Title is required')
  title?: string;

  /** Markdown, stored as sent. */
  @ApiPropertyOptional({ maxLength: maxContentLength })
  @whenSent
  @IsRequiredText(maxContentLength, 'Content is required')
  content?: string;

  /** Moves the thread: moderators and admins only. */
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: maxPgInteger,
    description: 'Moderators and admins: move the thread',
  })
  @whenSent
  @IsInt({ message: categoryMessage })
  @Min(1, { message: categoryMessage })
  @Max(maxPgInteger, { message: categoryMessage })
  category_id?: number;
}
