import { ApiProperty } from '@nestjs/swagger';
import type { ForumReadInput, WatchInput as WatchInputShape, WatchLevel } from '@site/contracts';
import { IsIn, IsInt, Max, Min } from 'class-validator';
import { maxPgInteger } from '../../http/pg-limits.js';

export const watchLevels: WatchLevel[] = ['watching', 'normal', 'muted'];

/** PUT /api/forum/threads/{id}/watch and PUT /api/forum/categories/{id}/watch. */
export class WatchInput implements WatchInputShape {
  @ApiProperty({ enum: watchLevels })
  @IsIn(watchLevels, { message: 'level must be watching, normal or muted' })
  level: WatchLevel;
}

const postNumberMessage = 'post_number must be a post number: a whole number of at least 1';

/** PUT /api/forum/threads/{id}/read. */
export class ReadInput implements ForumReadInput {
  @ApiProperty({
    type: 'integer',
    minimum: 1,
    maximum: maxPgInteger,
    description: 'The last post read (never moves back)',
  })
  @IsInt({ message: postNumberMessage })
  @Min(1, { message: postNumberMessage })
  @Max(maxPgInteger, { message: postNumberMessage })
  post_number: number;
}
