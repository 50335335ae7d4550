import { ApiProperty } from '@nestjs/swagger';
import type * as Api from '@site/contracts';
import { VideoResponse } from '../../videos/index.js';

type AdminCounts = Api.AdminOverview['counts'];

export class AdminCountsResponse implements AdminCounts {
  @ApiProperty({ type: 'integer' })
  videos: number;

  @ApiProperty({ type: 'integer' })
  games: number;

  @ApiProperty({ type: 'integer' })
  users: number;

  @ApiProperty({ type: 'integer' })
  pending_videos: number;

  @ApiProperty({ type: 'integer' })
  pending_news: number;
}

export class PendingItemResponse implements Api.PendingItem {
  @ApiProperty({ enum: ['video', 'news'] })
  type: 'video' | 'news';

  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty()
  title: string;

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ example: '/video/5', description: 'The page that shows it' })
  url: string;
}

export class AdminOverviewResponse implements Api.AdminOverview {
  @ApiProperty({ type: AdminCountsResponse })
  counts: AdminCountsResponse;

  @ApiProperty({ type: [PendingItemResponse], description: 'Newest first, at most 50' })
  pending: PendingItemResponse[];

  @ApiProperty({ type: [VideoResponse], description: 'The 5 most recently added videos, pending ones too' })
  recent_videos: VideoResponse[];
}
