import type { RoleChangeRequest } from '@site/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';

export class RoleChangeInput implements RoleChangeRequest {
  @ApiProperty({ enum: ['regular', 'moderator'] })
  @IsIn(['regular', 'moderator'], { message: 'Role must be regular or moderator' })
  role: 'regular' | 'moderator';
}
