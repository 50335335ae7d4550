import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { GameDiscussionInput as GameDiscussionInputContract } from '@site/contracts';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { IsRequiredText } from '../../http/required-text.js';
import { maxContentLength } from './post.input.js';

/** A thread's title bound, as ThreadInput has it. */
const maxThreadTitleLength = 300;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** POST /api/lightgun/games/{id}/discussion: the member's own first post, or their reply when the thread exists. */
export class GameDiscussionInput implements GameDiscussionInputContract {
  @ApiPropertyOptional({ maxLength: maxThreadTitleLength, description: "Blank or absent: the game's title" })
  @Transform(trim)
  @IsOptional()
  @IsString({ message: 'title must be text' })
  @MaxLength(maxThreadTitleLength, { message: `title must be at most ${maxThreadTitleLength} characters` })
  title?: string;

  /** Markdown, stored as sent. */
  @ApiProperty({ maxLength: maxContentLength })
  @IsRequiredText(maxContentLength, 'Content is required')
  content: string;
}
