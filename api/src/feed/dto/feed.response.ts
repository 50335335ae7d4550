import { ApiProperty } from '@nestjs/swagger';
import type * as Api from '@site/contracts';
import type { FeedItemType } from '@site/contracts';
import { PaginationResponse } from '../../http/pagination.response.js';

const feedItemTypes: FeedItemType[] = ['video', 'news', 'thread'];

export class FeedItemResponse implements Api.FeedItem {
  @ApiProperty({ enum: feedItemTypes })
  type: FeedItemType;

  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty()
  title: string;

  @ApiProperty({ description: 'Plain text, at most 200 characters' })
  excerpt: string;

  @ApiProperty({ type: String, nullable: true, description: 'null for forum threads' })
  thumbnail: string | null;

  @ApiProperty({ format: 'date-time', description: 'The date the feed is sorted by' })
  date: string;

  @ApiProperty({ example: '/video/5' })
  url: string;
}

export class FeedResponse implements Api.FeedResponse {
  @ApiProperty({ type: [FeedItemResponse], description: "Newest first, the 'Welcome!' news pinned first; 10 a page" })
  items: FeedItemResponse[];

  @ApiProperty({ type: PaginationResponse })
  pagination: PaginationResponse;
}
