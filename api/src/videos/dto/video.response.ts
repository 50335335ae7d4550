import { ApiProperty } from '@nestjs/swagger';
import type * as Api from '@site/contracts';
import type { VideoCategory, VideoStatus } from '@site/contracts';
import { videoCategoryValues } from '@site/domain';
import { PaginationResponse } from '../../http/pagination.response.js';

const videoStatuses: VideoStatus[] = ['published', 'pending', 'denied'];

export class TagResponse implements Api.Tag {
  @ApiProperty({ example: 'CRT' })
  text: string;

  @ApiProperty({ description: 'Palette classes of the tag' })
  color: string;

  @ApiProperty()
  textColor: string;
}

export class VideoResponse implements Api.Video {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty()
  title: string;

  @ApiProperty()
  description: string;

  @ApiProperty({ description: 'Derived from the YouTube id when none was given' })
  thumbnail: string;

  @ApiProperty({ example: '10:25', description: "'' when unknown" })
  duration: string;

  @ApiProperty({ type: 'integer' })
  views: number;

  @ApiProperty()
  youtube_id: string;

  @ApiProperty()
  youtube_url: string;

  @ApiProperty()
  embed_url: string;

  @ApiProperty({ enum: videoCategoryValues })
  category: VideoCategory;

  @ApiProperty({ enum: videoStatuses })
  status: VideoStatus;

  @ApiProperty({ type: [TagResponse] })
  tags: TagResponse[];

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  published_at: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ format: 'date-time' })
  updated_at: string;

  @ApiProperty({
    description:
      'Seeded to show the site off (placeholder YouTube id, views 0): removed by DELETE /api/admin/demo-content',
  })
  is_demo: boolean;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'The catalogue game the video shows (an admin links it)',
  })
  game_id: number | null;
}

export class VideoListResponse implements Api.VideoListResponse {
  @ApiProperty({ type: [VideoResponse] })
  videos: VideoResponse[];

  @ApiProperty({ type: PaginationResponse })
  pagination: PaginationResponse;
}

/** Result count per category. */
export class VideoBreakdownResponse implements Record<VideoCategory, number> {
  @ApiProperty({ type: 'integer' })
  'on-rail': number;

  @ApiProperty({ type: 'integer' })
  gallery: number;

  @ApiProperty({ type: 'integer' })
  arcade: number;

  @ApiProperty({ type: 'integer' })
  modern: number;
}

export class VideoSearchResponse implements Api.VideoSearchResponse {
  @ApiProperty({ type: [VideoResponse] })
  videos: VideoResponse[];

  @ApiProperty({ type: VideoBreakdownResponse })
  breakdown: VideoBreakdownResponse;
}

export class YoutubeSyncResultResponse implements Api.YoutubeSyncResult {
  @ApiProperty({ type: 'integer', description: 'Videos in the whole library after the sync' })
  total_videos: number;

  @ApiProperty({ type: 'integer' })
  added: number;

  @ApiProperty({ type: 'integer' })
  updated: number;
}
