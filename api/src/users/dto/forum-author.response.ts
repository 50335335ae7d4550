import { ApiProperty } from '@nestjs/swagger';
import type * as Api from '@site/contracts';
import type { UserRole } from '@site/contracts';
import { userRoles } from './user.response.js';

/** A member as the author of something (`toForumAuthor`). */
export class ForumAuthorResponse implements Api.ForumAuthor {
  @ApiProperty({ type: 'integer', nullable: true, description: 'null for a deleted account' })
  id: number | null;

  @ApiProperty({ example: '[deleted]' })
  username: string;

  @ApiProperty()
  display_name: string;

  @ApiProperty({ enum: userRoles })
  role: UserRole;

  @ApiProperty({ type: 'integer' })
  post_count: number;
}
