import type { Video } from '@site/contracts';
import type { VideoEntity } from './entities/video.entity.js';
import { embedUrl, thumbnailUrl, watchUrl } from './youtube-url.js';

/** What an answer is made of: an entity, or a row read with `videoFields`. */
export type VideoFields = Pick<VideoEntity, 'id' | 'title' | 'description' | 'thumbnail' | 'duration' | 'views' | 'youtubeId' | 'category' | 'status' | 'tags' | 'publishedAt' | 'createdAt' | 'updatedAt'>;

/** The select list of a row that is VideoFields (the columns named as the entity's fields). */
export const videoFields = 'id, title, description, thumbnail, duration, views, youtube_id AS "youtubeId", category, status, tags, published_at AS "publishedAt", created_at AS "createdAt", updated_at AS "updatedAt"';

export function toVideoResponse(video: VideoFields): Video {
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
    published_at: video.publishedAt?.toISOString() ?? null,
    created_at: video.createdAt.toISOString(),
    updated_at: video.updatedAt.toISOString(),
  };
}
