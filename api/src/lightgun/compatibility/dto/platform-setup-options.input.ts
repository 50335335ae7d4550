import { ApiProperty } from '@nestjs/swagger';
import type { PlatformSetupOptionsInput as PlatformSetupOptionsInputContract } from '@site/contracts';
import { ArrayMaxSize, IsArray, IsInt, Max, Min } from 'class-validator';
import { maxPgInteger } from '../../../http/pg-limits.js';

/** More than any platform has: the vocabulary holds a few dozen options. */
export const maxPlatformOptions = 200;
const idMessage = 'option_ids must hold ids of setup options';

/** PUT /api/lightgun/platforms/{id}/setup-options: the whole list, replacing the stored one. */
export class PlatformSetupOptionsInput implements PlatformSetupOptionsInputContract {
  @ApiProperty({
    type: 'integer',
    isArray: true,
    maxItems: maxPlatformOptions,
    description: 'Its original guns (not modern ones) and its ways of playing, by id; [] for none',
  })
  @IsArray({ message: 'option_ids must be a list of ids' })
  @ArrayMaxSize(maxPlatformOptions)
  @IsInt({ each: true, message: idMessage })
  @Min(1, { each: true, message: idMessage })
  @Max(maxPgInteger, { each: true, message: idMessage })
  option_ids: number[];
}
