import type { Video } from '@site/contracts';
import type { VideoEntity } from './entities/video.entity.js';
import { embedUrl, thumbnailUrl, watchUrl } from '@site/domain';

/** A video as the list and search read it (`videoRowColumns`): its times already ISO 8601 text. */
export type VideoRow = Pick<
  VideoEntity,
  | 'id'
  | 'title'
  | 'description'
  | 'thumbnail'
  | 'duration'
  | 'views'
  | 'youtubeId'
  | 'category'
  | 'status'
  | 'tags'
  | 'isDemo'
  | 'gameId'
> & {
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

// PostgreSQL writes the time as Date.toISOString() would (UTC, milliseconds): no Date is parsed
// and formatted again per row on the busiest reads.
const isoText = (column: string, field: keyof VideoRow) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "${field}"`;

/** The select list of a VideoRow. */
export const videoRowColumns = `id, title, description, thumbnail, duration, views, youtube_id AS "youtubeId", category, status, tags, is_demo AS "isDemo", game_id AS "gameId", ${isoText('published_at', 'publishedAt')}, ${isoText('created_at', 'createdAt')}, ${isoText('updated_at', 'updatedAt')}`;

export function videoFromRow(video: VideoRow): Video {
  return {
    id: video.id,
    title: video.title,
    description: video.description,
    thumbnail: video.thumbnail || thumbnailUrl(video.youtubeId),
    duration: video.duration,
    views: video.views,
    youtube_id: video.youtubeId,
    youtube_url: watchUrl(video.youtubeId),
    embed_url: embedUrl(video.youtubeId),
    category: video.category,
    status: video.status,
    tags: video.tags,
    published_at: video.publishedAt,
    created_at: video.createdAt,
    updated_at: video.updatedAt,
    is_demo: video.isDemo,
    game_id: video.gameId,
  };
}

export function toVideoResponse(video: VideoEntity): Video {
  return videoFromRow({
    ...video,
    publishedAt: video.publishedAt?.toISOString() ?? null,
    createdAt: video.createdAt.toISOString(),
    updatedAt: video.updatedAt.toISOString(),
  });
}
