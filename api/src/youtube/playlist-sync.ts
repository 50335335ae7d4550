import { Inject, Injectable, UnprocessableEntityException } from '@nestjs/common';
import type { YoutubeSyncEvent, YoutubeSyncResult } from '@site/contracts';
import { DataSource, In, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { VideoEntity } from '../videos/index.js';
import { fetchPlaylistFromApi } from './playlist-api.js';
import { fetchPlaylistFromFeed } from './playlist-feed.js';
import type { FetchProgress, PlaylistVideo } from './playlist-video.js';
import { youtubeTimeoutMs } from './youtube-http.js';

type SyncedFields = Pick<VideoEntity, 'title' | 'description' | 'thumbnail' | 'duration' | 'views' | 'publishedAt'>;

export const noPlaylistDetail = 'YOUTUBE_PLAYLIST_ID is not configured';

/** Where a sync's progress goes (its run's record): each event awaited, the success written with the videos. */
export interface SyncProgress {
  publish(event: YoutubeSyncEvent): Promise<void>;
  succeed(manager: EntityManager, result: YoutubeSyncResult): Promise<void>;
}

/** What the playlist says of a stored row; null when it already says the same. */
function changesFor(row: VideoEntity, video: PlaylistVideo): Partial<SyncedFields> | null {
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

/**
 * The sync's work: copies the configured YouTube playlist into the library. All of it is fetched
 * first, then written in one transaction with the run's success, so a failure anywhere leaves the
 * library as it was. Nothing is ever deleted.
 */
@Injectable()
export class PlaylistSync {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
  ) {}

  async run(progress: SyncProgress): Promise<YoutubeSyncResult> {
    const { youtubePlaylistId: playlistId, youtubeApiKey: apiKey } = this.config;
    if (!playlistId) throw new UnprocessableEntityException(noPlaylistDetail);
    const source = apiKey ? 'api' : 'feed';
    const onPage = (fetched: FetchProgress) => progress.publish({ phase: 'fetching', source, ...fetched });
    // Followers on every process see the sync from here on, before the first slow request.
    await onPage({ pages: 0, items: 0, total: null });
    const options = { playlistId, timeoutMs: youtubeTimeoutMs, onPage };
    const videos = apiKey
      ? await fetchPlaylistFromApi({ ...options, apiKey, baseUrl: this.config.youtubeApiBaseUrl })
      : await fetchPlaylistFromFeed({ ...options, baseUrl: this.config.youtubeFeedBaseUrl });
    return this.dataSource.transaction((manager) => this.save(manager, videos, progress));
  }

  private async save(manager: EntityManager, videos: PlaylistVideo[], progress: SyncProgress): Promise<YoutubeSyncResult> {
    const stored = videos.length ? await manager.findBy(VideoEntity, { youtubeId: In(videos.map((video) => video.youtubeId)) }) : [];
    const byYoutubeId = new Map(stored.map((row) => [row.youtubeId, row]));
    let added = 0;
    let updated = 0;
    await progress.publish({ phase: 'saving', done: 0, total: videos.length });
    for (const [index, video] of videos.entries()) {
      const row = byYoutubeId.get(video.youtubeId);
      if (!row) {
        await manager.insert(VideoEntity, {
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
        });
        added += 1;
      } else {
        // Only what YouTube owns: a hand-made row keeps its source, category, tags and status.
        const changes = changesFor(row, video);
        if (changes) {
          await manager.update(VideoEntity, { id: row.id }, changes);
          updated += 1;
        }
      }
      await progress.publish({ phase: 'saving', done: index + 1, total: videos.length });
    }
    const result = { total_videos: await manager.count(VideoEntity), added, updated };
    // Last, after every progress write: this locks the run's row until the commit.
    await progress.succeed(manager, result);
    return result;
  }
}
