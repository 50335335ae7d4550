import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ForumThreadInput } from '@site/contracts';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { maxPgInteger } from '../../http/pg-limits.js';
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

  /** Ties the thread to a catalogue game (it then lists on the game's page); null or absent: none. */
  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    minimum: 1,
    maximum: maxPgInteger,
    description: 'The catalogue game the thread discusses',
  })
  @IsOptional()
  @IsInt({ message: 'game_id must be the id of a game' })
  @Min(1, { message: 'game_id must be the id of a game' })
  @Max(maxPgInteger, { message: 'game_id must be the id of a game' })
  game_id?: number | null;
}
