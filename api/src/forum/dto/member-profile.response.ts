import { ApiProperty, OmitType } from '@nestjs/swagger';
import type * as Api from '@site/contracts';
import type { UserRole } from '@site/contracts';
import { PaginationResponse } from '../../http/pagination.response.js';
import { userRoles } from '../../users/index.js';
import { ForumPostResponse, ForumThreadSummaryResponse } from './forum.response.js';

export class MemberProfileResponse implements Api.MemberProfile {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty()
  username: string;

  @ApiProperty()
  display_name: string;

  @ApiProperty({ enum: userRoles })
  role: UserRole;

  @ApiProperty({ format: 'date-time', description: 'When the account was created' })
  joined_at: string;

  @ApiProperty({ type: 'integer', description: 'Threads plus replies' })
  post_count: number;

  @ApiProperty({ type: 'integer' })
  thread_count: number;

  @ApiProperty({ type: 'integer' })
  reply_count: number;
}

export class MemberThreadPageResponse implements Api.MemberThreadPage {
  @ApiProperty({ type: [ForumThreadSummaryResponse], description: 'One page, newest first' })
  threads: ForumThreadSummaryResponse[];

  @ApiProperty({ type: PaginationResponse })
  pagination: PaginationResponse;
}

export class MemberReplyResponse
  extends OmitType(ForumPostResponse, ['content', 'content_html'] as const)
  implements Api.MemberReply
{
  @ApiProperty({ description: 'The title of the thread the reply belongs to' })
  thread_title: string;

  @ApiProperty({ description: "The reply's prose on one line, at most 300 characters" })
  excerpt: string;
}

export class MemberReplyPageResponse implements Api.MemberReplyPage {
  @ApiProperty({ type: [MemberReplyResponse], description: 'One page, newest first' })
  replies: MemberReplyResponse[];

  @ApiProperty({ type: PaginationResponse })
  pagination: PaginationResponse;
}
