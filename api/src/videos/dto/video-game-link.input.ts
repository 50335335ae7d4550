import { ApiProperty } from '@nestjs/swagger';
import type { VideoGameLink } from '@site/contracts';
import { IsInt, Max, Min, ValidateIf } from 'class-validator';
import { maxPgInteger } from '../../http/pg-limits.js';

const message = 'game_id must be the id of a game, or null to unlink';

/** PUT /api/videos/{id}/game: required, null unlinks (absent is refused, so a typo never unlinks). */
export class VideoGameLinkInput implements VideoGameLink {
  @ApiProperty({ type: 'integer', nullable: true, minimum: 1, maximum: maxPgInteger, description: message })
  @ValidateIf((_object: object, value: unknown) => value !== null)
  @IsInt({ message })
  @Min(1, { message })
  @Max(maxPgInteger, { message })
  game_id: number | null;
}
