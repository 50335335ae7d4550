import type { VideoEntity } from './entities/video.entity.js';

/**
 * One video as a YouTube playlist describes it (the sync's two sources); an absent field leaves the stored value alone.
 */
export interface PlaylistVideo {
  youtubeId: string;
  title: string;
  description: string;
  thumbnail?: string;
  /** The feed has no durations. */
  duration?: string;
  views?: number;
  publishedAt?: Date;
}

/** What YouTube owns of a row: a hand-made row keeps its source, category, tags and status. */
type SyncedFields = Pick<VideoEntity, 'title' | 'description' | 'thumbnail' | 'duration' | 'views' | 'publishedAt'>;

/** A playlist video new to the library: published, on-rail, from YouTube, untagged. */
export function playlistRow(video: PlaylistVideo): Partial<VideoEntity> {
  return {
    youtubeId: video.youtubeId,
    title: video.title || video.youtubeId,
    description: video.description,
    thumbnail: video.thumbnail ?? '',
    duration: video.duration ?? '',
    views: video.views ?? 0,
    publishedAt: video.publishedAt ?? new Date(),
    category: 'on-rail',
    status: 'published',
    source: 'youtube',
    tags: [],
    tagWords: '',
  };
}

/** What the playlist says of a stored row; null when it already says the same. */
export function playlistChanges(row: VideoEntity, video: PlaylistVideo): Partial<SyncedFields> | null {
  const next: SyncedFields = {
    title: video.title || row.title,
    description: video.description,
    thumbnail: video.thumbnail ?? row.thumbnail,
    duration: video.duration ?? row.duration,
    views: video.views ?? row.views,
    publishedAt: video.publishedAt ?? row.publishedAt,
  };
  const changes: Partial<SyncedFields> = {};
  if (next.title !== row.title) changes.title = next.title;
  if (next.description !== row.description) changes.description = next.description;
  if (next.thumbnail !== row.thumbnail) changes.thumbnail = next.thumbnail;
  if (next.duration !== row.duration) changes.duration = next.duration;
  if (next.views !== row.views) changes.views = next.views;
  if (next.publishedAt?.getTime() !== row.publishedAt?.getTime()) changes.publishedAt = next.publishedAt;
  return Object.keys(changes).length > 0 ? changes : null;
}
