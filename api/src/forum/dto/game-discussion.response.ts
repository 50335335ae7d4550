import { ApiProperty } from '@nestjs/swagger';
import type * as Api from '@site/contracts';
import { PaginationResponse } from '../../http/pagination.response.js';
import { ForumThreadSummaryResponse } from './forum.response.js';

export class GameDiscussionResponse implements Api.GameDiscussion {
  @ApiProperty({ type: 'integer', description: "The game's thread in the Game Discussion category" })
  thread_id: number;

  @ApiProperty({ description: 'true when this call opened the thread' })
  created: boolean;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: "The reply holding the member's text; null when it is the thread's opening post",
  })
  post_id: number | null;
}

export class GameDiscussionLookupResponse implements Api.GameDiscussionLookup {
  @ApiProperty({ type: 'integer', nullable: true, description: "The game's thread; null while there is none" })
  thread_id: number | null;
}

export class GameThreadPageResponse implements Api.GameThreadPage {
  @ApiProperty({
    type: [ForumThreadSummaryResponse],
    description: 'One page: latest activity first, ties to the newest id',
  })
  threads: ForumThreadSummaryResponse[];

  @ApiProperty({ type: PaginationResponse })
  pagination: PaginationResponse;
}
