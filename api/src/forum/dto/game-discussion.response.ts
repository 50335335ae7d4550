import { ApiProperty } from '@nestjs/swagger';
import type * as Api from '@site/contracts';
import { PaginationResponse } from '../../http/pagination.response.js';
import { ForumThreadSummaryResponse } from './forum.response.js';

export class GameDiscussionResponse implements Api.GameDiscussion {
  @ApiProperty({ type: 'integer', description: "The game's thread in the Game Discussion category" })
  thread_id: number;

  @ApiProperty({ description: 'true when this call opened the thread' })
  created: boolean;
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
