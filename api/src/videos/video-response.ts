import type { Video } from '@site/contracts';
import type { VideoEntity } from './entities/video.entity.js';
import { embedUrl, thumbnailUrl, watchUrl } from './youtube-url.js';

export function toVideoResponse(video: VideoEntity): Video {
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
