import { ApiProperty } from '@nestjs/swagger';
import type * as Api from '@site/contracts';
import type { UserRole } from '@site/contracts';

export const userRoles: UserRole[] = ['admin', 'moderator', 'regular'];

export class UserResponse implements Api.User {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty()
  username: string;

  @ApiProperty()
  email: string;

  @ApiProperty({ enum: userRoles })
  role: UserRole;

  @ApiProperty()
  display_name: string;

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ format: 'date-time' })
  updated_at: string;

  @ApiProperty({ type: 'integer', description: 'Forum threads plus replies written' })
  post_count: number;
}
